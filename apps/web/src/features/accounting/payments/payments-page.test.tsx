import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentListEntry } from '@windfamily/contract/payments';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  type ApiCall,
  callsTo,
  fill,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import {
  ACCOUNTING,
  bankRefund,
  cardRefund,
  paymentEntry,
  paymentResult,
  paymentsPage,
  READER,
} from '../test/fixtures';
import PaymentsPage from './payments-page';
import { today } from './transfer-form';

const LIST = '/api/accounting/payments/';

const ENTRIES = [
  paymentEntry(),
  paymentEntry({
    id: 4,
    kind: 'fee',
    amount: '65.67',
    provider_ref: 'txn_3MtwBwLkdIwHu7ix',
    related_id: 3,
  }),
  bankRefund(),
  cardRefund(),
];

type Handler = (call: ApiCall) => Response | Promise<Response>;

function renderPayments(
  route = '/backoffice/payments',
  handlers: Record<string, Handler | Handler[]> = {},
  permissions = ACCOUNTING,
) {
  return renderBackoffice(
    <PaymentsPage />,
    { path: '/backoffice/payments', route },
    { [`GET ${LIST}`]: () => jsonResponse(paymentsPage(ENTRIES)), ...handlers },
    permissions,
  );
}

/** The list's rows, once it is shown. */
async function rows() {
  const table = await screen.findByRole('table', { name: 'Payments' });
  return within(table).getAllByRole('row').slice(1);
}

setUpListScreens();

describe('PaymentsPage', () => {
  it('lists payments, fees and refunds with their orders, money going out negative', async () => {
    const { calls } = renderPayments();
    const [payment, fee, refund, card] = await rows();
    expect(screen.getByRole('status')).toHaveTextContent('4 payments');
    expect(queriesTo(calls, LIST)).toEqual(['page=1']);

    expect(payment).toHaveTextContent('14 Mar 2026');
    expect(payment).toHaveTextContent('Anna Aufwindanna.aufwind@example.com');
    expect(payment).toHaveTextContent('PaymentCard');
    expect(payment).toHaveTextContent('4 674 €Completed');
    expect(payment).toHaveTextContent('cs_test_a1b2c3');
    expect(payment).toHaveTextContent('The shop');
    expect(within(payment!).getByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    expect(fee).toHaveTextContent('FeeCard');
    expect(fee).toHaveTextContent('-65.67 €');
    expect(refund).toHaveTextContent('RefundBank transfer');
    expect(refund).toHaveTextContent('-49.90 €Pending');
    expect(refund).toHaveTextContent('Wing not needed any more');
    expect(refund).toHaveTextContent('clerk@example.com');
    expect(within(refund!).getByRole('link', { name: '2026-0041' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0041',
    );
    // What a pending refund still needs: a bank refund sent by hand, a card refund sent again.
    expect(
      await within(refund!).findByRole('button', { name: 'Mark as sent: refund of 2026-0041' }),
    ).toBeInTheDocument();
    expect(
      within(card!).getByRole('button', { name: 'Send again: refund of 2026-0040' }),
    ).toBeInTheDocument();
    expect(within(payment!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Record a bank transfer' }),
    ).toBeInTheDocument();
  });

  it('reads the filters and page from the address, sends them to the server and exports them', async () => {
    const { calls } = renderPayments(
      '/backoffice/payments?search=2026-0041&method=bank_transfer&kind=refund&status=pending&date_from=2026-03-01&date_to=2026-03-31&page=2',
      {
        [`GET ${LIST}`]: () => jsonResponse(paymentsPage([bankRefund()], { count: 120, page: 2 })),
      },
    );
    await screen.findByRole('table', { name: 'Payments' });
    expect(queriesTo(calls, LIST)).toEqual([
      'page=2&search=2026-0041&method=bank_transfer&kind=refund&status=pending&date_from=2026-03-01&date_to=2026-03-31',
    ]);
    const filters = within(screen.getByRole('search', { name: 'Filter payments' }));
    expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveValue('2026-0041');
    expect(filters.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Refund');
    expect(filters.getByRole('combobox', { name: 'Method' })).toHaveTextContent('Bank transfer');
    expect(filters.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    expect(filters.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(filters.getByLabelText('Until')).toHaveValue('2026-03-31');
    expect(screen.getByRole('status')).toHaveTextContent('51–51 of 120 payments found');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/accounting/payments/export/?search=2026-0041&method=bank_transfer&kind=refund&status=pending&date_from=2026-03-01&date_to=2026-03-31',
    );
  });

  it('sends what is searched, chosen and paged to the server and keeps it in the address', async () => {
    const { calls, router, user } = renderPayments('/backoffice/payments?status=pending', {
      [`GET ${LIST}`]: () => jsonResponse(paymentsPage([bankRefund()], { count: 120 })),
    });
    await screen.findByRole('table', { name: 'Payments' });
    const filters = within(screen.getByRole('search', { name: 'Filter payments' }));
    fill(filters.getByLabelText('Search'), '2026-0041');
    await waitFor(() =>
      expect(queriesTo(calls, LIST).at(-1)).toBe('page=1&search=2026-0041&status=pending'),
    );
    await user.click(filters.getByRole('combobox', { name: 'Method' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bank transfer' }),
    );
    fill(filters.getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      expect(queriesTo(calls, LIST).at(-1)).toBe(
        'page=1&search=2026-0041&method=bank_transfer&status=pending&date_from=2026-03-01',
      ),
    );
    await user.click(
      within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 2' }),
    );
    await waitFor(() =>
      expect(queriesTo(calls, LIST).at(-1)).toBe(
        'page=2&search=2026-0041&method=bank_transfer&status=pending&date_from=2026-03-01',
      ),
    );
    expect(router.state.location.search).toBe(
      '?status=pending&search=2026-0041&method=bank_transfer&date_from=2026-03-01&page=2',
    );
  });

  it("checks a bank transfer before sending it, and shows the server's refusal on its field", async () => {
    const noOrder = 'There is no order 2026-0099.';
    const { calls, user } = renderPayments('/backoffice/payments', {
      [`POST ${LIST}`]: () => jsonResponse({ detail: noOrder, errors: { order: [noOrder] } }, 400),
    });
    await screen.findByRole('table', { name: 'Payments' });
    await user.click(await screen.findByRole('button', { name: 'Record a bank transfer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a bank transfer' }));
    const order = dialog.getByLabelText(/Order number/);
    const amount = dialog.getByLabelText(/Amount/);
    expect(order).toHaveFocus();
    expect(dialog.getByLabelText(/Arrived on/)).toHaveValue(today());

    await user.click(dialog.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() =>
      expect(order).toHaveAccessibleDescription('Enter an order number such as 2026-0042.'),
    );
    expect(amount).toHaveAccessibleDescription('Enter an amount such as 49 or 49.90.');
    expect(callsTo(calls, 'POST', LIST)).toHaveLength(0);

    fill(order, '2026-0099');
    fill(amount, '980');
    await user.click(dialog.getByRole('button', { name: 'Record transfer' }));
    // The server's refusal lands on its field, and at the top of the form.
    await waitFor(() => expect(order).toHaveAccessibleDescription(noOrder));
    expect(order).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('alert')).toHaveTextContent(noOrder);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('records a bank transfer with its toast, and reads the list again', async () => {
    const recorded = paymentEntry({
      id: 12,
      method: 'bank_transfer',
      amount: '980.50',
      reference: 'Rechnung 2026-0041',
      payer: 'Flugschule Hohe Munde',
      provider_ref: null,
      recorded_by: 'accounts@example.com',
      order: { sale_sequence: '2026-0041', name: 'Bruno Thermik', email: 'bruno@example.com' },
    });
    const { calls, user } = renderPayments('/backoffice/payments', {
      [`GET ${LIST}`]: [
        () => jsonResponse(paymentsPage(ENTRIES)),
        () => jsonResponse(paymentsPage([recorded, ...ENTRIES])),
      ],
      [`POST ${LIST}`]: () =>
        jsonResponse(
          paymentResult('2026-0041', { payment_state: 'partly_paid', balance: '19.50' }),
          201,
        ),
    });
    const table = await screen.findByRole('table', { name: 'Payments' });
    await user.click(await screen.findByRole('button', { name: 'Record a bank transfer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a bank transfer' }));
    fill(dialog.getByLabelText(/Order number/), '2026-0041');
    fill(dialog.getByLabelText(/Amount/), '980,50');
    fill(dialog.getByLabelText('Payer'), 'Flugschule Hohe Munde');
    fill(dialog.getByLabelText('Reference'), 'Rechnung 2026-0041');
    await user.click(dialog.getByRole('button', { name: 'Record transfer' }));
    expect(
      await screen.findByText(
        'Bank transfer of 980.50 € recorded for order 2026-0041, which is now partly paid.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', LIST)[0]?.body).toEqual({
      order: '2026-0041',
      amount: '980.50',
      date: today(),
      reference: 'Rechnung 2026-0041',
      payer: 'Flugschule Hohe Munde',
      note: '',
    });
    // The list is read again: the transfer is in it.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Rechnung 2026-0041');
  });

  it('marks a bank refund as sent and sends a card refund again, reading the list again each time', async () => {
    const sent: PaymentListEntry = bankRefund({
      status: 'completed',
      paid_date: '2026-03-21T12:00:00Z',
      reference: 'SEPA 2026-0041 refund',
    });
    const asked = cardRefund({ provider_ref: 're_3MtwBwLkdIwHu7ix' });
    const { calls, user } = renderPayments('/backoffice/payments', {
      [`GET ${LIST}`]: [
        () => jsonResponse(paymentsPage([bankRefund(), cardRefund()])),
        () => jsonResponse(paymentsPage([sent, cardRefund()])),
        () => jsonResponse(paymentsPage([sent, asked])),
      ],
      'POST /api/accounting/payments/10/complete/': () =>
        jsonResponse(paymentResult('2026-0041', { payment_state: 'refunded' })),
      'POST /api/accounting/payments/11/send/': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => jsonResponse(paymentResult('2026-0040', { payment_state: 'refunded' })),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Payments' });
    await user.click(
      await screen.findByRole('button', { name: 'Mark as sent: refund of 2026-0041' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark the refund as sent?' }));
    expect(
      dialog.getByText(/Only once you have transferred 49.90 € back to Bruno Thermik/),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText(/Sent on/)).toHaveValue(today());
    fill(dialog.getByLabelText('Reference'), 'SEPA 2026-0041 refund');
    await user.click(dialog.getByRole('button', { name: 'Mark as sent' }));
    expect(
      await screen.findByText('The refund of 49.90 € for order 2026-0041 is marked as sent.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/accounting/payments/10/complete/')[0]?.body).toEqual({
      date: today(),
      reference: 'SEPA 2026-0041 refund',
    });
    // Read again: the refund is completed and needs nothing more.
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Completed'),
    );
    expect(screen.queryByRole('button', { name: /Mark as sent/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send again: refund of 2026-0040' }));
    const again = within(
      await screen.findByRole('dialog', { name: 'Send the card refund again?' }),
    );
    expect(again.getByText(/refund 120 € to the card of order 2026-0040/)).toBeInTheDocument();
    // Offline: the dialog says so and stays, to try again.
    await user.click(again.getByRole('button', { name: 'Send again' }));
    expect(await again.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Please check your connection and try again.',
    );
    await user.click(again.getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText(
        'The refund of 120 € for order 2026-0040 was sent to the payment service again.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/accounting/payments/11/send/')).toHaveLength(2);
    // The payment service has it now: its answer is awaited, nothing to send.
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('re_3MtwBwLkdIwHu7ix'),
    );
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  });

  it('shows those who do not handle payments the list and its export only', async () => {
    const { queryClient } = renderPayments('/backoffice/payments', {}, READER);
    await rows();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/accounting/payments/export/',
    );
    expect(
      screen.queryByRole('button', { name: 'Record a bank transfer' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Mark as sent|Send again/ }),
    ).not.toBeInTheDocument();
  });

  it('says when there are no payments yet, and shows a failed load with a way to try again', async () => {
    let fail = true;
    const { user } = renderPayments('/backoffice/payments', {
      [`GET ${LIST}`]: () =>
        fail ? jsonResponse({ detail: 'Server trouble' }, 500) : jsonResponse(paymentsPage([])),
    });
    expect(
      await screen.findByText(/The payments could not be loaded. Server trouble/),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows cards on phones, with the order, its customer and what a refund needs', async () => {
    stubViewport(true);
    renderPayments('/backoffice/payments', {
      [`GET ${LIST}`]: () => jsonResponse(paymentsPage([paymentEntry(), bankRefund()])),
    });
    const cards = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const refund = within(cards[1]!);
    expect(cards[1]).toHaveTextContent('2026-0041Bruno Thermik');
    expect(cards[1]).toHaveTextContent('Pending');
    expect(cards[1]).toHaveTextContent('KindRefund · Bank transfer');
    expect(cards[1]).toHaveTextContent('Amount-49.90 €');
    expect(refund.getByRole('link', { name: '2026-0041' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0041',
    );
    expect(
      await refund.findByRole('button', { name: 'Mark as sent: refund of 2026-0041' }),
    ).toBeInTheDocument();
  });
});
