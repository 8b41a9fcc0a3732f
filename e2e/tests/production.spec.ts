import { devices } from '@playwright/test';
import {
  expect,
  freshEmail,
  loginByApi,
  openBackofficeSection,
  payOrderByApi,
  placeOrderByApi,
  test,
  toast,
} from './support';

// One wing's journey: a pilot's paid order goes to the factory on a purchase order, picked
// from the order lines waiting for production; the factory's PDF is made, the wing gets its
// serial and secret, it is received, shipped to the pilot with the stand-in carrier, and its
// QR code's page opens on a phone with its model, size and when it is due for a check.

const WING = 'carlito';

test('a wing goes from a paid order through the factory to its pilot, and its QR page opens on a phone', async ({
  page,
  browser,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the warehouse works at a desk');
  const order = await placeOrderByApi(page, freshEmail('wing'), 'Wanda Wing', WING);
  await loginByApi(page, 'staff@example.com');
  await payOrderByApi(page, order);

  // A new purchase order; the order's wing is picked by its number.
  await page.goto('/backoffice/');
  await openBackofficeSection(page, 'Production');
  await page.getByRole('button', { name: 'New purchase order' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Purchase order PO-/ });
  await expect(heading).toBeVisible();
  const fromOrder = page.getByRole('form', { name: 'Add a wing for an order line' });
  await fromOrder.getByRole('combobox', { name: 'Order line' }).fill(order.number);
  const option = page.getByRole('option', { name: new RegExp(`${order.number}.*Wanda Wing`) });
  await expect(option).toBeVisible();
  await option.click();
  await fromOrder.getByRole('button', { name: 'Add the wing' }).click();
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('link', { name: `Order ${order.number}` })).toBeVisible();

  // Sent to the factory: its PDF is kept.
  await page.getByRole('button', { name: 'Send to the factory' }).click();
  await expect(toast(page, 'Sent to the factory.')).toBeVisible();
  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  await expect(pdfLink).toBeVisible();
  const pdf = await page.context().request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // Prepared at the factory: the unit's serial and its secret, shown this once.
  await lines.getByRole('button', { name: 'Mark prepared' }).click();
  const made = page.getByRole('status').filter({ hasText: /Unit WF\d{2}-\d{6} made\./ });
  await expect(made).toBeVisible();
  await expect(made).toContainText('The secret is shown only now');
  await expect(made.getByRole('link', { name: 'Print label' })).toHaveAttribute(
    'href',
    /label\?secret=/,
  );
  // The secret: 16 random bytes, 22 characters of base64url.
  const pageUrl = /\/q\/(WF\d{2}-\d{6})\/([A-Za-z0-9_-]{22})/.exec((await made.textContent())!);
  expect(pageUrl).not.toBeNull();
  const [qrPath, serial] = [pageUrl![0], pageUrl![1]!];

  // Received into the warehouse.
  await page.getByRole('button', { name: 'Received' }).click();
  await expect(toast(page, 'Received: the wings are in stock.')).toBeVisible();
  await expect(lines.getByRole('link', { name: serial })).toBeVisible();

  // On the order's page: a shipment with the stand-in carrier, its label, handed over.
  await page.goto(`/backoffice/orders/${order.number}`);
  await page.getByRole('button', { name: 'Create shipment' }).click();
  const booking = page.getByRole('dialog', { name: `Create a shipment of order ${order.number}` });
  await booking.getByRole('button', { name: 'Book the shipment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Shipment #\d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Label (PDF)' })).toBeVisible();
  await page.getByRole('button', { name: 'Handed over' }).click();
  const handOver = page.getByRole('dialog', { name: /^Hand over shipment #\d+\?$/ });
  await handOver.getByRole('button', { name: 'Handed over' }).click();
  await expect(handOver).toBeHidden();

  // The order shows shipped.
  await page.goto(`/backoffice/orders/${order.number}`);
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();

  // The wing's QR code, opened with a phone.
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const qr = await phone.newPage();
    await qr.goto(qrPath);
    await expect(qr.getByRole('heading', { level: 1, name: /, size / })).toBeVisible();
    await expect(qr.getByText(`Serial ${serial}`)).toBeVisible();
    const check = qr.getByRole('status').filter({ hasText: 'whichever comes first' });
    await expect(check).toContainText('The clock starts with the first flight.');
    await expect(check).toContainText('Every 24 months or 100 hours, whichever comes first.');
  } finally {
    await phone.close();
  }
});
