import type { Page } from '@playwright/test';
import {
  euros,
  expect,
  freshEmail,
  loginByApi,
  openBackofficeSection,
  placeOrderByApi,
  retype,
  test,
  toast,
} from './support';

// The back office's sales and accounting: a clerk changes a line of a placed order after a
// preview and invoices it, and the customer's order page follows; a clerk imports the bank's
// statement, books the transfer it matched to an order, and the order is paid.

/** "36.00" and cents, both ways. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (amount: number) => (amount / 100).toFixed(2);

/** Staff log in and open the back office. */
async function openBackoffice(page: Page) {
  await loginByApi(page, 'staff@example.com');
  await page.goto('/backoffice/');
}

test("a clerk edits a line of a placed order, sees the preview, saves, invoices, and the customer's order page shows the new total and the invoice", async ({
  page,
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage();
  const email = freshEmail('lines');
  const order = await placeOrderByApi(customer, email, 'Lena Lines');
  const before = euros(order.total);
  const after = euros(money(cents(order.total) + cents(order.unitPrice)));

  // The clerk finds the order by its number.
  await openBackoffice(page);
  await openBackofficeSection(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(order.number);
  await expect(page).toHaveURL(/search=/);
  await page
    .getByLabel('Orders', { exact: true })
    .getByRole('link', { name: new RegExp(`^${order.number}`) })
    .click();
  await expect(page).toHaveURL(`/backoffice/orders/${order.number}`);
  await expect(
    page.getByRole('heading', { name: `Order ${order.number}`, level: 1 }),
  ).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('group', { name: 'Totals' })).toContainText(`Total${before}`);

  // A second repair kit: the preview shows the new total and what the customer then owes.
  await items.getByRole('button', { name: 'Edit lines' }).click();
  const dialog = page.getByRole('dialog', { name: `Lines of order ${order.number}` });
  const line = dialog.getByRole('group', { name: /^Repair Kit/ });
  await retype(line.getByRole('spinbutton', { name: /^Amount/ }), '2');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('region', { name: 'Preview of the change' });
  const changes = preview.getByLabel('What changes');
  await expect(changes).toContainText(`Total${before} → ${after}`);
  await expect(changes).toContainText(`BalanceThe customer then owes ${after}.`);
  await expect(preview.getByRole('group', { name: 'Totals' })).toContainText(`Total${after}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    toast(page, `Order ${order.number} saved: the total is now ${after}.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(items.getByRole('group', { name: 'Totals' })).toContainText(`Total${after}`);

  // The invoice, after asking.
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await invoices.getByRole('button', { name: 'Create invoice' }).click();
  const confirm = page.getByRole('dialog', { name: `Invoice order ${order.number}?` });
  await expect(confirm).toContainText(`${after} to Lena Lines`);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/store/orders/${order.number}/create_invoice`) &&
      response.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Issue the invoice' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const invoice = ((await answer.json()) as { number: string }).number;
  await expect(toast(page, `Invoice ${invoice} issued for order ${order.number}.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(
    invoices
      .getByRole('list', { name: 'Invoices and credit notes' })
      .getByRole('listitem', { name: `Invoice ${invoice}` }),
  ).toContainText(after);

  // The customer's order page: the new total, and the invoice as PDF.
  await customer.goto(order.link);
  await expect(
    customer.getByRole('heading', { name: `Order ${order.number}`, level: 1 }),
  ).toBeVisible();
  await expect(
    customer.getByRole('region', { name: 'Your order' }).getByRole('group', { name: 'Totals' }),
  ).toContainText(`Total${after}`);
  const pdfLink = customer
    .getByRole('region', { name: 'Invoices' })
    .getByRole('link', { name: `Invoice ${invoice} (PDF)` });
  await expect(pdfLink).toBeVisible();
  const pdf = await customer.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await customer.context().close();
});

/**
 * A camt.053 (version 001.08) statement of the shop's account with one booked credit: `amount`
 * euros from `payer`, with `reference` as the transfer's text.
 */
function camt053({
  id,
  amount,
  payer,
  reference,
}: {
  id: string;
  amount: string;
  payer: string;
  reference: string;
}): string {
  const day = new Date().toISOString().slice(0, 10);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>${id}</MsgId>
      <CreDtTm>${day}T06:00:00+01:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <CreDtTm>${day}T06:00:00+01:00</CreDtTm>
      <Acct>
        <Id>
          <IBAN>AT611904300234573201</IBAN>
        </Id>
        <Ccy>EUR</Ccy>
      </Acct>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>
          <Cd>BOOK</Cd>
        </Sts>
        <BookgDt>
          <Dt>${day}</Dt>
        </BookgDt>
        <ValDt>
          <Dt>${day}</Dt>
        </ValDt>
        <AcctSvcrRef>${id}-1</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs>
              <EndToEndId>NOTPROVIDED</EndToEndId>
            </Refs>
            <Amt Ccy="EUR">${amount}</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties>
              <Dbtr>
                <Pty>
                  <Nm>${payer}</Nm>
                </Pty>
              </Dbtr>
              <DbtrAcct>
                <Id>
                  <IBAN>DE89370400440532013000</IBAN>
                </Id>
              </DbtrAcct>
            </RltdPties>
            <RmtInf>
              <Ustrd>${reference}</Ustrd>
            </RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

test('a clerk imports a bank statement and the order turns paid', async ({ page, browser }) => {
  const customer = await (await browser.newContext()).newPage();
  const order = await placeOrderByApi(customer, freshEmail('transfer'), 'Tina Transfer');
  const total = euros(order.total);

  // The bank's statement of the day: the customer's transfer names the order.
  await openBackoffice(page);
  await openBackofficeSection(page, 'Bank statements');
  const id = `STMT-${order.number}-${Date.now().toString(36)}`;
  await page.getByLabel('Statement file to upload').setInputFiles({
    name: `${id}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(
      camt053({
        id,
        amount: order.total,
        payer: 'Tina Transfer',
        reference: `Order ${order.number} Tina Transfer`,
      }),
    ),
  });
  const imported = toast(page, `Statement ${id} imported: 1 new line, 1 matched to orders.`);
  await expect(imported).toBeVisible();
  await expect(page.getByRole('heading', { name: `Statement ${id}`, level: 1 })).toBeVisible();

  // The credit is matched to the order, for exactly what it owes, and ticked to book.
  const lines = page.getByLabel('Statement lines', { exact: true });
  await expect(lines.getByText('Matched', { exact: true })).toBeVisible();
  await expect(lines.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await expect(lines.getByRole('link', { name: order.number })).toBeVisible();
  await expect(lines.getByText(`Tina Transfer · ${total} due of ${total}`)).toBeVisible();
  await expect(lines.getByText('Exactly the amount due.')).toBeVisible();
  await expect(
    lines.getByRole('checkbox', { name: `Book ${total} from Tina Transfer` }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Book 1 line' }).click();
  await expect(toast(page, `1 line booked (${total}).`)).toBeVisible();
  await expect(lines.getByText('Booked', { exact: true })).toBeVisible();
  await expect(lines.getByText('Paid', { exact: true })).toBeVisible();

  // The order in the back office: paid by the transfer.
  await lines.getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(`/backoffice/orders/${order.number}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('definition').getByText('Paid', { exact: true })).toBeVisible();
  await expect(payment.getByRole('definition').getByText('Settled', { exact: true })).toBeVisible();
  await expect(payment.getByRole('list', { name: 'Payments and refunds' })).toContainText(
    `Payment · Bank transfer${total}`,
  );

  // And on the customer's order page.
  await customer.goto(order.link);
  await expect(
    customer.getByRole('heading', { name: `Order ${order.number}`, level: 1 }),
  ).toBeVisible();
  await expect(
    customer.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await customer.context().close();
});
