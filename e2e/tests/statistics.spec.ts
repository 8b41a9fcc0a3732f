import type { Page } from '@playwright/test';
import {
  expect,
  freshEmail,
  loginByApi,
  openBackofficeSection,
  placeOrderByApi,
  test,
} from './support';

// The sales dashboard counts an order placed in the shop at once: sales staff open the
// statistics of this month, a pilot orders, and the orders and the revenue grow by that order.

/** Cents of "12 345.60 €" (the dashboard's amounts). */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function figures(page: Page) {
  const orders = page.getByTestId('kpi-orders');
  const gross = page.getByTestId('kpi-gross');
  await expect(orders).toBeVisible();
  return {
    orders: Number((await orders.innerText()).replace(/\D/g, '')),
    gross: cents(await gross.innerText()),
  };
}

test('the sales dashboard shows an order placed in the shop at once', async ({ page }) => {
  await loginByApi(page, 'staff@example.com');
  await page.goto('/backoffice/');
  await openBackofficeSection(page, 'Statistics');
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'This month' }).click();
  await expect(page).toHaveURL(/period=this_month/);
  // The month's own figures, not the default period's still shown while they load.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Revenue over the period' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const before = await figures(page);

  const order = await placeOrderByApi(page, freshEmail('stats'), 'Stella Statistic');
  await page.reload();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('kpi-orders')).toHaveText(String(before.orders + 1));
  const after = await figures(page);
  expect(after.gross).toBe(before.gross + cents(order.total));

  // The tables and the open items are there, and each table offers its CSV.
  await expect(page.getByRole('table', { name: 'By product' })).toContainText('Repair Kit');
  await expect(page.getByRole('button', { name: 'Export By product as CSV' })).toBeEnabled();
  const open = page.getByRole('region', { name: 'Open items today' });
  await expect(open.getByRole('link', { name: /Unpaid bank transfers/ })).toBeVisible();
  await open.getByRole('link', { name: /Unpaid bank transfers/ }).click();
  await expect(page).toHaveURL(/\/backoffice\/orders\?payment_state=unpaid/);
});
