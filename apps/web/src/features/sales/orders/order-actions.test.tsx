import { screen, waitFor, within } from '@testing-library/react';
import type { StaffOrder } from '@windfamily/contract/orders';
import type { PaymentEntry } from '@windfamily/contract/payments';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonResponse,
  type ApiCall,
  type Handler,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { todayIso } from '../components/format';
import { orderPermissions, staffOrder } from '../test/fixtures';
import { orderAction, renderOrderPage } from '../test/render';

const ORDER_PATH = '/api/store/orders/2026-0042/';

const INVOICE = {
  id: 8,
  kind: 'invoice' as const,
  number: '2026-00008',
  date: '2026-03-16T08:00:00Z',
  total: '4674.00',
  corrects: null,
  corrected_by: null,
  pdf: '/api/accounting/invoices/8/pdf',
  xml: '/api/accounting/invoices/8/xml',
};

/** An unpaid bank-transfer order, placed and not invoiced yet. */
const unpaid = (overrides: Partial<StaffOrder> = {}) =>
  staffOrder({
    status: 'placed',
    payment_state: 'unpaid',
    payment_method: 'bank_transfer',
    amount_paid: '0.00',
    balance: '4674.00',
    payments: [],
    ...overrides,
  });

const entry = (overrides: Partial<PaymentEntry>): PaymentEntry => ({
  id: 9,
  kind: 'payment',
  method: 'bank_transfer',
  status: 'completed',
  amount: '4674.00',
  currency: 'eur',
  date: '2026-03-16T08:00:00Z',
  paid_date: '2026-03-16T08:00:00Z',
  reference: '2026-0042',
  payer: 'Anna Aufwind',
  note: '',
  recorded_by: 'staff@example.com',
  provider_ref: null,
  related_id: null,
  statement_line_id: null,
  ...overrides,
});

function renderActions(
  order: StaffOrder,
  handlers: Record<string, Handler> = {},
  refused: Parameters<typeof orderPermissions>[0] = {},
) {
  return renderOrderPage(order, {
    handlers: {
      'GET /api/countries/': () => jsonResponse([{ code: 'at', name: 'Austria', flag: '' }]),
      ...handlers,
    },
    permissions: ['orders.view', 'sales.manage', 'payments.manage'],
    refused,
  });
}

const posted = (calls: ApiCall[], path: string) => callsTo(calls, 'POST', path);

beforeEach(() => stubViewport(false));

describe('actions on an order', () => {
  it('issues the invoice, then mails a message of the clerk; a refused action says why', async () => {
    const { calls, serve, user } = renderActions(
      unpaid(),
      {
        [`POST ${ORDER_PATH}create_invoice`]: () => {
          serve(unpaid({ invoice_date: INVOICE.date, invoices: [INVOICE] }));
          return jsonResponse(INVOICE, 201);
        },
        [`POST ${ORDER_PATH}send_mail`]: () => jsonResponse({ detail: 'Queued.' }, 202),
      },
      { cancel: 'A shipped order cannot be cancelled.' },
    );

    // The order's rules refuse cancelling: the menu says why.
    await user.click(await orderAction('More'));
    const cancel = await screen.findByRole('menuitem', { name: /Cancel the order/ });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveTextContent('A shipped order cannot be cancelled.');
    await user.keyboard('{Escape}');

    await user.click(await orderAction('Create invoice'));
    const confirm = within(await screen.findByRole('dialog', { name: 'Invoice order 2026-0042?' }));
    expect(confirm.getByText(/4 674 € to Anna Aufwind/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Issue the invoice' }));
    expect(
      await screen.findByText('Invoice 2026-00008 issued for order 2026-0042.'),
    ).toBeInTheDocument();
    expect(posted(calls, `${ORDER_PATH}create_invoice`)).toHaveLength(1);
    // Read again at once: the invoice is listed with its files.
    const invoice = within(await screen.findByRole('listitem', { name: 'Invoice 2026-00008' }));
    expect(invoice.getByRole('link', { name: 'PDF of Invoice 2026-00008' })).toHaveAttribute(
      'href',
      '/api/accounting/invoices/8/pdf',
    );

    await user.click(await orderAction('Send mail'));
    const mail = within(await screen.findByRole('dialog', { name: 'Mail about order 2026-0042' }));
    expect(mail.getByRole('combobox', { name: 'Mail' })).toHaveTextContent('Invoice');
    await user.click(mail.getByRole('combobox', { name: 'Mail' }));
    await user.click(await screen.findByRole('option', { name: 'A message of yours' }));
    await user.click(mail.getByRole('button', { name: 'Send' }));
    expect(await mail.findAllByText('this field is required')).toHaveLength(2);
    expect(posted(calls, `${ORDER_PATH}send_mail`)).toHaveLength(0);
    await user.type(mail.getByRole('textbox', { name: 'Subject' }), 'Your colours');
    await user.type(mail.getByRole('textbox', { name: 'Message' }), 'They look great.');
    await user.click(mail.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your message is on its way to anna.aufwind@example.com.'),
    ).toBeInTheDocument();
    expect(posted(calls, `${ORDER_PATH}send_mail`)[0]?.body).toEqual({
      kind: 'free_text',
      subject: 'Your colours',
      message: 'They look great.',
    });
  });

  it('records a bank transfer, refunds it, and marks the bank refund as sent', async () => {
    const paid = unpaid({
      payment_state: 'paid',
      amount_paid: '4674.00',
      balance: '0.00',
      version: 2,
      payments: [entry({})],
    });
    const refunding = unpaid({
      payment_state: 'refunded',
      amount_paid: '0.00',
      balance: '0.00',
      version: 3,
      payments: [
        entry({}),
        entry({
          id: 10,
          kind: 'refund',
          status: 'pending',
          paid_date: null,
          reference: '',
          note: 'Wing not needed any more',
        }),
      ],
    });
    const money = { order: { sale_sequence: '2026-0042' }, entries: [] };
    const { calls, serve, user } = renderActions(unpaid(), {
      'POST /api/accounting/payments/': () => {
        serve(paid);
        return jsonResponse(money, 201);
      },
      [`POST ${ORDER_PATH}refund/`]: () => {
        serve(refunding);
        return jsonResponse({ ...money, entries: [refunding.payments[1]] });
      },
      'POST /api/accounting/payments/10/complete/': () => jsonResponse(money),
    });

    await user.click(await orderAction('Record payment'));
    const record = within(
      await screen.findByRole('dialog', { name: 'Record a bank transfer for order 2026-0042' }),
    );
    expect(record.getByRole('textbox', { name: 'Amount' })).toHaveValue('4674');
    await user.click(record.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('Payment of 4 674 € recorded for order 2026-0042.'),
    ).toBeInTheDocument();
    expect(posted(calls, '/api/accounting/payments/')[0]?.body).toEqual({
      order: '2026-0042',
      amount: '4674.00',
      date: todayIso(),
      reference: '2026-0042',
      payer: 'Anna Aufwind',
      note: '',
    });
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    await waitFor(() =>
      expect(payment.getByText('Balance').nextElementSibling).toHaveTextContent('Settled'),
    );

    await user.click(await orderAction('Refund'));
    const refund = within(await screen.findByRole('dialog', { name: 'Refund order 2026-0042' }));
    await user.click(refund.getByRole('button', { name: 'Refund' }));
    expect(await refund.findByText('Say why the money goes back.')).toBeInTheDocument();
    await user.type(refund.getByRole('textbox', { name: 'Reason' }), 'Wing not needed any more');
    await user.click(refund.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText(
        'Refund of 4 674 € started for order 2026-0042. Send the bank transfer, then mark it as sent.',
      ),
    ).toBeInTheDocument();
    // The version the clerk saw goes with it: money goes back once.
    expect(posted(calls, `${ORDER_PATH}refund/`)[0]?.body).toEqual({
      amount: '4674.00',
      reason: 'Wing not needed any more',
      version: 2,
    });

    const pending = within(await payment.findByRole('listitem', { name: 'Refund 10' }));
    expect(pending.getByText('To be sent by bank transfer.')).toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: 'Mark as sent' }));
    const sent = within(await screen.findByRole('dialog', { name: 'Refund of 4 674 € sent?' }));
    await user.click(sent.getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText('Refund of 4 674 € marked as sent.')).toBeInTheDocument();
    expect(posted(calls, '/api/accounting/payments/10/complete/')[0]?.body).toEqual({
      date: todayIso(),
      reference: '2026-0042',
    });
  });

  it("cancels after asking why, copies the order and opens the copy, and gives the customer's link", async () => {
    const cancelled = unpaid({ status: 'cancelled', cancelled_date: '2026-03-17T10:00:00Z' });
    const copy = unpaid({ sale_sequence: '2026-0043', link: '/store/orders/2026-0043-abc' });
    const { calls, serve, router, user } = renderActions(unpaid(), {
      [`POST ${ORDER_PATH}cancel/`]: () => {
        serve(cancelled);
        return jsonResponse(cancelled);
      },
      [`POST ${ORDER_PATH}copy/`]: () => jsonResponse({ order: copy }, 201),
      'GET /api/store/orders/2026-0043/permissions': () => jsonResponse(orderPermissions()),
      'GET /api/store/orders/2026-0043/private_link/': () =>
        jsonResponse({ link: '/store/orders/2026-0043-0123456789abcdef0123456789abcdef' }),
    });

    await user.click(await orderAction('More'));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel the order' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Cancel order 2026-0042?' }));
    await user.click(ask.getByRole('button', { name: 'Cancel the order' }));
    expect(await ask.findByText('Say why the order is cancelled.')).toBeInTheDocument();
    await user.type(ask.getByRole('textbox', { name: 'Reason' }), 'Ordered twice');
    await user.click(ask.getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Order 2026-0042 cancelled.')).toBeInTheDocument();
    expect(posted(calls, `${ORDER_PATH}cancel/`)[0]?.body).toEqual({
      reason: 'Ordered twice',
      version: 1,
    });
    expect(await screen.findByText(/^Cancelled on 17 Mar 2026/)).toBeInTheDocument();

    await user.click(await orderAction('More'));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy the order' }));
    const copying = within(await screen.findByRole('dialog', { name: 'Copy order 2026-0042?' }));
    await user.click(copying.getByRole('button', { name: 'Place the copy' }));
    expect(
      await screen.findByText('Order 2026-0043 placed as a copy of 2026-0042.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backoffice/orders/2026-0043');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 2026-0043' }),
    ).toBeInTheDocument();

    await user.click(await orderAction('More'));
    await user.click(await screen.findByRole('menuitem', { name: 'Link to the order page' }));
    const link = within(await screen.findByRole('dialog', { name: 'Link to order 2026-0043' }));
    const field = await link.findByRole('textbox', { name: 'Order page' });
    const url = `${window.location.origin}/store/orders/2026-0043-0123456789abcdef0123456789abcdef`;
    expect(field).toHaveValue(url);
    await user.click(link.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});
