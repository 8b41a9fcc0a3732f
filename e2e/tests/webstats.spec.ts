import type { Page } from '@playwright/test';
import { expect, loginByApi, openBackofficeSection, test } from './support';

const PRODUCT = '/store/products/wings/carlito';

/** The page views of PRODUCT in the dashboard's Pages table (0 when it is not listed). */
async function productPageViews(staff: Page): Promise<number> {
  await expect(staff.getByLabel('Key figures')).toBeVisible();
  const more = staff.getByRole('button', { name: /^Show all \d+ \(Pages\)$/ });
  if (await more.isVisible()) await more.click();
  const row = staff
    .getByRole('table', { name: 'Pages' })
    .getByRole('row')
    .filter({
      has: staff.getByRole('cell', { name: PRODUCT, exact: true }),
    });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').nth(2).innerText()).replace(/\D/g, ''));
}

test('a visit through the shop shows up in the web statistics', async ({ page, browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await loginByApi(staff, 'staff@example.com');
  await staff.goto('/backoffice/');
  await openBackofficeSection(staff, 'Web statistics');
  const before = await productPageViews(staff);

  // A visitor: home, a wing, into the cart.
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto(PRODUCT);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: /^Your cart/ })).toBeVisible();

  // The page views reach the statistics within a second or so.
  await expect
    .poll(
      async () => {
        await staff.reload();
        return productPageViews(staff);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(before);
  await expect(staff.getByRole('list', { name: 'Funnel' })).toBeVisible();

  // Today alone holds the visit too, and the period stays in the address for a reload.
  await staff.getByRole('combobox', { name: 'Period' }).click();
  await staff.getByRole('option', { name: 'Today' }).click();
  await expect(staff).toHaveURL(/period=today/);
  await staff.reload();
  await expect(staff.getByRole('combobox', { name: 'Period' })).toHaveText('Today');
  expect(await productPageViews(staff)).toBeGreaterThan(0);
});
