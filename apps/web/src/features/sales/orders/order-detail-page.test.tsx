import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderBackoffice } from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { orderItem, orderPermissions, staffOrder } from '../test/fixtures';
import OrdersSection from './orders-section';

function renderOrder(order: ReturnType<typeof staffOrder> | null, sequence = '2026-0042') {
  return renderBackoffice(
    <OrdersSection />,
    { path: '/backoffice/orders/*', route: `/backoffice/orders/${sequence}` },
    {
      [`GET /api/store/orders/${sequence}/`]: () =>
        order
          ? jsonResponse(order)
          : jsonResponse({ detail: `There is no order ${sequence}.` }, 404),
      'GET /api/countries/': () => jsonResponse([{ code: 'at', name: 'Austria', flag: '🇦🇹' }]),
      [`GET /api/store/orders/${sequence}/permissions`]: () =>
        jsonResponse(
          orderPermissions({ edit_lines: 'A shipped order cannot be changed any more.' }),
        ),
    },
    ['payments.manage'],
  );
}

beforeEach(() => stubViewport(false));

describe('OrderDetailPage', () => {
  it('shows the lines, totals, customer, payments, invoices, mails, timeline and comment of an order', async () => {
    renderOrder(
      staffOrder({
        invoices: [
          {
            id: 5,
            kind: 'invoice',
            number: '2026-00007',
            date: '2026-03-15T08:00:00Z',
            total: '4690.00',
            corrects: null,
            corrected_by: 'GS-2026-00002',
            pdf: '/api/accounting/invoices/5/pdf',
            xml: '/api/accounting/invoices/5/xml',
          },
          {
            id: 6,
            kind: 'credit_note',
            number: 'GS-2026-00002',
            date: '2026-03-16T08:00:00Z',
            total: '4690.00',
            corrects: '2026-00007',
            corrected_by: null,
            pdf: '/api/accounting/invoices/6/pdf',
            xml: '/api/accounting/invoices/6/xml',
          },
        ],
        mails: [
          {
            id: 1,
            kind: 'confirmation',
            to: 'anna.aufwind@example.com',
            subject: 'Your order 2026-0042',
            date: '2026-03-14T09:30:00Z',
            sent_by: null,
            state: 'sent',
            error: null,
          },
          {
            id: 2,
            kind: 'free_text',
            to: 'anna.aufwind@example.com',
            subject: 'Your colours',
            date: '2026-03-16T10:00:00Z',
            sent_by: 'staff@example.com',
            state: 'sent',
            error: null,
          },
          {
            id: 2,
            kind: 'payment_reminder',
            to: 'anna.aufwind@example.com',
            subject: 'Payment reminder for order 2026-0042',
            date: '2026-03-17T10:00:00Z',
            sent_by: 'staff@example.com',
            state: 'pending',
            error: 'connect ECONNREFUSED 127.0.0.1:25',
          },
        ],
        timeline: [
          { id: 1, kind: 'placed', detail: '', date: '2026-03-14T09:30:00Z', actor: null },
          { id: 2, kind: 'paid', detail: '', date: '2026-03-14T09:32:00Z', actor: null },
          {
            id: 3,
            kind: 'lines_changed',
            detail: 'Repair kit: 1 → 2',
            date: '2026-03-16T09:00:00Z',
            actor: 'staff@example.com',
          },
        ],
        account: {
          id: 7,
          email: 'anna@example.com',
          registration_date: '2025-05-01T08:00:00Z',
          company: '',
          vat_id: '',
          is_reseller: false,
        },
      }),
    );
    const lines = await screen.findByRole('table', { name: 'Order lines' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order 2026-0042' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('14 Mar 2026');
    expect(header).toHaveTextContent('3 items');
    expect(within(header).getAllByText('Paid')).toHaveLength(2);
    const orderPage = within(header).getByRole('link', { name: /Open the customer's order page/ });
    expect(orderPage).toHaveAttribute(
      'href',
      '/store/orders/2026-0042-0123456789abcdef0123456789abcdef',
    );
    expect(orderPage).toHaveAttribute('target', '_blank');

    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SOPHIE-JOY-M');
    expect(rows[0]).toHaveTextContent('Sophie Joy M');
    expect(rows[0]).toHaveTextContent('+ Goodie: Family Cap Navy (free)');
    expect(rows[0]).toHaveTextContent('Made to order: 6 weeks');
    expect(rows[0]).toHaveTextContent('4 590 €');
    expect(rows[1]).toHaveTextContent('REPAIR-KIT');
    expect(rows[1]).toHaveTextContent('From stock');
    expect(rows[1]).toHaveTextContent('30 €');
    expect(rows[1]).toHaveTextContent('Regular price: 60 €54 €');

    const totals = within(screen.getByRole('group', { name: 'Totals' }));
    const value = (label: string) => totals.getByText(label).nextElementSibling;
    expect(value('Items')).toHaveTextContent('4 650 €');
    expect(value('Discount (SPRING10)')).toHaveTextContent('−6 €');
    expect(value('Shipping (Standard delivery)')).toHaveTextContent('30 €');
    expect(value('Total')).toHaveTextContent('4 674 €');
    expect(value('Net')).toHaveTextContent('3 895 €');
    expect(value('incl. 20 % VAT')).toHaveTextContent('779 €');

    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    expect(customer.getByText('Anna Aufwind')).toBeInTheDocument();
    expect(customer.getByText('Flight school')).toBeInTheDocument();
    expect(customer.getByText('Thermikweg 3')).toBeInTheDocument();
    expect(customer.getByText('6410 Telfs')).toBeInTheDocument();
    expect(await customer.findByText('Austria')).toBeInTheDocument();
    expect(customer.getByRole('link', { name: '+43 664 7654321' })).toHaveAttribute(
      'href',
      'tel:+436647654321',
    );
    expect(customer.getByRole('link', { name: 'anna.aufwind@example.com' })).toHaveAttribute(
      'href',
      'mailto:anna.aufwind@example.com',
    );
    // The account leads to the customer's page in the back office.
    expect(customer.getByRole('link', { name: 'anna@example.com' })).toHaveAttribute(
      'href',
      '/backoffice/customers/7',
    );
    expect(customer.getByText('Account 7, registered 1 May 2025')).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Delivery and invoicing' }));
    expect(details.getByText('Invoice to').nextElementSibling).toHaveTextContent(
      'The delivery address',
    );
    expect(details.getByText('Tax').nextElementSibling).toHaveTextContent('DomesticAT, 20 % VAT');

    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Method').nextElementSibling).toHaveTextContent('Card');
    expect(payment.getByText('Received').nextElementSibling).toHaveTextContent('4 674 €');
    expect(payment.getByText('Balance').nextElementSibling).toHaveTextContent('Settled');
    expect(payment.queryByText('Bank reference')).not.toBeInTheDocument();
    const entry = within(payment.getByRole('listitem', { name: 'Payment cs_test_a1b2c3' }));
    expect(entry.getByText('Payment · Card')).toBeInTheDocument();
    expect(entry.getByText('4 674 €')).toBeInTheDocument();
    expect(entry.getByText('Status').nextElementSibling).toHaveTextContent('Completed');
    expect(entry.getByText('Paid', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '14 Mar 2026',
    );
    expect(entry.getByText('By').nextElementSibling).toHaveTextContent('The shop');

    // The invoice credited by its credit note, each with its files.
    const invoices = within(screen.getByRole('list', { name: 'Invoices and credit notes' }));
    const invoice = within(invoices.getByRole('listitem', { name: 'Invoice 2026-00007' }));
    expect(invoice.getByText('Invoice, credited')).toBeInTheDocument();
    expect(invoice.getByText(/credited by GS-2026-00002/)).toBeInTheDocument();
    expect(invoice.getByRole('link', { name: 'PDF of Invoice 2026-00007' })).toHaveAttribute(
      'href',
      '/api/accounting/invoices/5/pdf',
    );
    const credit = within(invoices.getByRole('listitem', { name: 'Credit note GS-2026-00002' }));
    expect(credit.getByText(/corrects invoice 2026-00007/)).toBeInTheDocument();
    expect(credit.getByText('−4 690 €')).toBeInTheDocument();
    expect(
      credit.getByRole('link', { name: 'E-invoice XML of Credit note GS-2026-00002' }),
    ).toHaveAttribute('href', '/api/accounting/invoices/6/xml');

    // The mails, newest first, with who sent them; one the mail server has not taken yet says so.
    const mails = within(screen.getByRole('list', { name: 'Mails sent' })).getAllByRole('listitem');
    expect(mails[0]).toHaveTextContent('Payment reminder');
    expect(mails[0]).toHaveTextContent('Not sent yet');
    expect(mails[0]).toHaveTextContent('Last try: connect ECONNREFUSED 127.0.0.1:25');
    expect(mails[1]).toHaveTextContent('Message from the shop');
    expect(mails[1]).toHaveTextContent('Your colours');
    expect(mails[1]).toHaveTextContent('by staff@example.com');
    expect(mails[1]).not.toHaveTextContent('Not sent');
    expect(mails[2]).toHaveTextContent('Order confirmation');

    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    const steps = timeline.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Placed') as unknown,
      expect.stringContaining('Paid') as unknown,
      expect.stringMatching(/^Lines changedRepair kit: 1 → 2.*staff@example\.com$/) as unknown,
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    // The actions follow the order's rules: a refused one says why.
    const editLines = await screen.findByRole('button', { name: 'Edit lines' });
    expect(editLines).toHaveAttribute('aria-disabled', 'true');
    expect(editLines).toHaveAccessibleDescription('A shipped order cannot be changed any more.');
    expect(screen.getByRole('button', { name: 'Create invoice' })).toBeEnabled();

    expect(screen.getByRole('region', { name: "Customer's comment" })).toHaveTextContent(
      'Please ring twice.',
    );
    expect(screen.queryByRole('region', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it("shows a visitor's unpaid bank transfer, without payments, and the feedback", async () => {
    renderOrder(
      staffOrder({
        status: 'shipped',
        payment_state: 'unpaid',
        payment_method: 'bank_transfer',
        amount_due: '4674.00',
        amount_paid: '0.00',
        balance: '4674.00',
        bank_transfer: {
          account_holder: 'Windfamily GmbH',
          iban: 'AT00 0000 0000 0000 0000',
          bic: 'BKAUATWW',
          bank: 'Bank',
          reference: '2026-0042',
          amount: '4674.00',
          qr_code: '/api/store/orders_public/x/epc_qr.svg',
        },
        account: null,
        payments: [],
        comment: '',
        promocode: null,
        totals: {
          items: '4650.00',
          discount: '0.00',
          shipping: '0.00',
          net: '3875.00',
          vat: '775.00',
          total: '4650.00',
        },
        feedback: { rating: 4, text: 'Lovely wing.', created: '2026-04-01T12:00:00Z' },
      }),
    );
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Bank transfer')).toBeInTheDocument();
    expect(payment.getByText('Balance').nextElementSibling).toHaveTextContent('4 674 € owed');
    expect(payment.getByText('Bank reference').nextElementSibling).toHaveTextContent('2026-0042');
    expect(payment.getByText('No payments recorded.')).toBeInTheDocument();
    expect(screen.getByText('No invoice yet.')).toBeInTheDocument();
    expect(screen.getByText('No mail sent yet.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Customer' })).getByText('Visitor (no account)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Customer's comment" })).not.toBeInTheDocument();
    const feedback = within(screen.getByRole('region', { name: 'Feedback' }));
    expect(feedback.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(feedback.getByText('Lovely wing.')).toBeInTheDocument();
  });

  it('lists the lines on phones', async () => {
    stubViewport(true);
    renderOrder(staffOrder());
    const lines = within(await screen.findByRole('list', { name: 'Order lines' }));
    const items = lines.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('2 × 30 €');
    expect(items[1]).toHaveTextContent('54 €');
  });

  it('shows the colours a wing is to be sewn in, zone by zone', async () => {
    renderOrder(
      staffOrder({
        items: [
          orderItem({
            color_combo: {
              name: 'Sunset',
              slug: 'sunset',
              public_link: '/colorpicker/combo/sunset',
              image: { webp: '/media/combos/k.webp', png: '/media/combos/k.png' },
              zones: [
                {
                  key: 'leading_edge',
                  name: 'Leading edge',
                  code: 'N-150',
                  color_name: 'Orange',
                  hex: '#f26b1d',
                  unavailable: true,
                },
              ],
            },
          }),
        ],
      }),
    );
    const colours = await screen.findByRole('list', { name: 'Colours of Sunset' });
    expect(colours).toHaveTextContent('Leading edge: N-150 Orange (no longer available)');
    expect(
      screen.getByRole('img', { name: 'Sophie Joy in the colours "Sunset"' }),
    ).toBeInTheDocument();
  });

  it('says when there is no such order, with the way back to the list', async () => {
    renderOrder(null, '2026-0999');
    expect(await screen.findByText('There is no order 2026-0999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/backoffice/orders',
    );
  });
});
