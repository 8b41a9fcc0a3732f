import { request, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginByApi, retype, test } from './support';

// The reseller area (/admin/): a reseller orders for one of their customers at their prices
// (delivered to Germany with the reseller's VAT id: reverse charge), staff invoice the order,
// and the reseller downloads the invoice from the list of their orders.

/** Staff invoice an order through the API, as the back office does; answers the invoice's number. */
async function invoiceAsStaff(baseURL: string, saleSequence: string): Promise<string> {
  const staff = await request.newContext({
    baseURL,
    // An address of its own, so the login limits meet only this call.
    extraHTTPHeaders: { 'X-Forwarded-For': `10.14.${Date.now() % 250}.7` },
  });
  try {
    await staff.get('/api/status/');
    const csrf = async () =>
      (await staff.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ??
      '';
    const login = await staff.post('/api/login/', {
      headers: { 'X-CSRFToken': await csrf() },
      data: { email: 'staff@example.com', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const invoiced = await staff.post(`/api/store/orders/${saleSequence}/create_invoice`, {
      headers: { 'X-CSRFToken': await csrf() },
    });
    expect(invoiced.status()).toBe(201);
    return ((await invoiced.json()) as { number: string }).number;
  } finally {
    await staff.dispose();
  }
}

/** Picks an option of a select of the order form. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a reseller orders for a customer in /admin/ and downloads the invoice once staff issued it', async ({
  page,
  baseURL,
}) => {
  await loginByApi(page, 'reseller@example.com');
  // The navbar's Admin link loads the page anew: so does the journey.
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Reseller area', level: 1 })).toBeVisible();
  await expect(page.getByText('Price list: Flight schools · VAT id DE123456789')).toBeVisible();
  await page.getByRole('link', { name: 'New order' }).first().click();
  await expect(page).toHaveURL('/admin/orders/new');
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();

  // Two repair kits and a wing for Paula Pilot in Munich, with the reseller's own reference.
  const first = page.getByRole('listitem', { name: 'Item 1' });
  await choose(page, first, 'Product', 'Repair Kit');
  await expect(first.getByRole('combobox', { name: /^Variant/ })).toContainText('One size');
  await retype(first.getByRole('spinbutton', { name: /^Amount/ }), '2');
  await page.getByRole('button', { name: 'Add item' }).click();
  const second = page.getByRole('listitem', { name: 'Item 2' });
  await choose(page, second, 'Product', 'Emilie Peace 2');
  await choose(page, second, 'Variant', 'M · 2 500 €');

  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await retype(field('Full name'), 'Paula Pilot');
  await retype(field('Address'), 'Hauptstraße 1');
  await retype(field('Zip code'), '80331');
  await retype(field('City'), 'München');
  await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveValue('Germany');
  await retype(field('Phone'), '+49 171 1111111');
  const reference = `PO-${Date.now().toString(36)}`;
  await retype(field('Your order reference'), reference);

  // The preview: the reseller's prices, delivered to another EU country, their VAT id.
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Reverse charge: no VAT')).toBeVisible();
  await expect(summary.getByRole('group', { name: 'Totals' })).toContainText('Items2 551 €');

  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByText(/^Order \d{4}-\d{4,6} placed for Paula Pilot\.$/);
  await expect(placed).toBeVisible();
  const saleSequence = /Order (\S+) placed/.exec(await placed.innerText())?.[1] ?? '';
  await expect(page).toHaveURL('/admin/');
  await expect(
    page.getByRole('link', { name: new RegExp(`^Order ${saleSequence}`) }),
  ).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();

  const number = await invoiceAsStaff(baseURL ?? '', saleSequence);

  await page.reload();
  const invoice = page.getByRole('link', { name: `Invoice ${number} (PDF)` });
  await expect(invoice).toBeVisible();
  const download = page.waitForEvent('download');
  await invoice.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // The link answers the PDF itself.
  const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
