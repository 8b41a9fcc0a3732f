import { DEMO_PASSWORD, expect, loginByApi, test } from './support';

test('the home page greets the visitor under the brand title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('DEV Windfamily | Home');
  await expect(page.getByRole('heading', { name: 'Welcome to the Windfamily' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Imprint' })).toBeVisible();
});

test('an unknown route shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('DEV Windfamily | Page Not found');
  await expect(
    page.getByRole('heading', { name: 'Sorry, an unexpected error has occurred.' }),
  ).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('img', { name: /sad/i })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('the back-office gate', () => {
  test('asks an anonymous visitor to log in', async ({ page }) => {
    await page.goto('/backoffice/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Access to backoffice denied')).toBeHidden();
  });

  test('denies a customer', async ({ page }) => {
    await loginByApi(page, 'customer@example.com', DEMO_PASSWORD);
    await page.goto('/backoffice/');
    await expect(page.getByText('Access to backoffice denied')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('lets staff in', async ({ page }) => {
    await loginByApi(page, 'staff@example.com', DEMO_PASSWORD);
    await page.goto('/backoffice/');
    await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
    await expect(page.getByText('Access to backoffice denied')).toBeHidden();
    await expect(page).toHaveTitle('DEV Windfamily | Backoffice');
  });
});

test('the mobile menu opens one sub-menu at a time and closes on navigation', async ({ page }) => {
  test.skip(
    (page.viewportSize()?.width ?? 0) >= 900,
    'the sandwich menu is for widths under 900 px',
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Products' }).click();
  await expect(menu.getByRole('link', { name: 'Bargains' })).toBeVisible();
  await menu.getByRole('button', { name: 'Family' }).click();
  await expect(menu.getByRole('link', { name: 'Ambassadors' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bargains' })).toBeHidden();
  await menu.getByRole('link', { name: 'Ambassadors' }).click();
  await expect(page).toHaveURL('/family/teampilots');
  await expect(menu).toBeHidden();
});
