import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import type { PublicOrder } from '@windfamily/contract/orders';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXTS } from '../components/feedback-section';
import {
  makeInvoice,
  makeOrder,
  makeOrderItem,
  ORDER_KEY,
  ORDER_LINK,
  SECRET,
  SHIPPED_ORDER,
} from '../test/fixtures';
import { renderRoutes } from '../../../test/render-route';
import { jsonResponse, mockApi, renderPage } from '../test/render-orders';
import OrderPage, { ORDER_TEXTS } from './order-page';

const ORDER_PATH = `/api/store/orders_public/${ORDER_KEY}`;

function renderOrder(order: PublicOrder | (() => Response), handlers = {}) {
  const calls = mockApi({
    [`GET ${ORDER_PATH}`]: typeof order === 'function' ? order : () => jsonResponse(order),
    ...handlers,
  });
  const view = renderPage(<OrderPage />, { path: '/store/orders/:key', route: ORDER_LINK });
  return { ...view, calls };
}

/**
 * Picks a rating. (A click on the star, not a pointer: MUI's Rating takes the value under the
 * pointer from the layout, which jsdom does not have.)
 */
const chooseStars = (form: HTMLElement, name: string) =>
  fireEvent.click(within(form).getByRole('radio', { name }));

const STEP_LABELS = ['Placed', 'Paid', 'In production', 'Shipped', 'Cancelled'];

/** The steps of the timeline as "Label (done|current|not yet)". */
const timeline = () =>
  within(screen.getByRole('list', { name: 'Order status' }))
    .getAllByRole('listitem')
    .map((step) => {
      const text = step.textContent ?? '';
      const label = STEP_LABELS.find((name) => text.startsWith(name));
      const state =
        step.getAttribute('aria-current') === 'step'
          ? 'current'
          : text.includes('(not yet)')
            ? 'not yet'
            : 'done';
      return `${label} (${state})`;
    });

describe('OrderPage', () => {
  it('shows the order: number, lines, totals, address and status', async () => {
    renderOrder(
      makeOrder({
        items: [
          makeOrderItem({
            goodie: {
              id: 5,
              product_variant: { id: 70, name: 'Speed Bag', price: '90.00' },
              reduced_price: '0.00',
            },
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
                  unavailable: false,
                },
                {
                  key: 'bottom',
                  name: 'Bottom surface',
                  code: 'F-201',
                  color_name: 'Neon pink',
                  hex: '#ff3fa4',
                  unavailable: true,
                },
              ],
            },
          }),
          makeOrderItem({
            id: 2,
            link: null,
            name: 'Old Harness',
            variant_name: 'L',
            long_name: 'Old Harness · L',
            lead_time_weeks: null,
            options: { Size: 'L' },
          }),
        ],
        promocode: 'FLYHIGH10',
        totals: {
          items: '3690.00',
          discount: '369.00',
          shipping: '24.00',
          net: '2787.50',
          vat: '557.50',
          total: '3345.00',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Order 2026-0042', level: 1 })).toBeVisible();
    expect(document.title).toBe('Windfamily | Order 2026-0042');

    const lines = await screen.findByRole('list', { name: 'Order lines' });
    const wing = within(lines).getByRole('listitem', { name: 'Emilie Peace 2 · M' });
    expect(within(wing).getByRole('link', { name: 'Emilie Peace 2 · M' })).toHaveAttribute(
      'href',
      '/store/products/wings/emilie-peace2',
    );
    expect(wing).toHaveTextContent('+ Speed Bag free');
    expect(within(wing).getByRole('link', { name: 'Sunset' })).toHaveAttribute(
      'href',
      '/colorpicker/combo/sunset',
    );
    expect(
      within(wing).getByRole('img', { name: 'Emilie Peace 2 in the colours "Sunset"' }),
    ).toHaveAttribute('src', '/media/combos/k.png');
    const colours = within(wing).getByRole('list', { name: 'Colours of Sunset' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((zone) => zone.textContent),
    ).toEqual([
      'Leading edge: N-150 Orange',
      'Bottom surface: F-201 Neon pink (no longer available)',
    ]);
    expect(wing).toHaveTextContent('Line total: 3 690 €');
    // A product no longer in the shop: its name without a link.
    const harness = within(lines).getByRole('listitem', { name: 'Old Harness · L' });
    expect(within(harness).queryByRole('link')).toBeNull();

    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(totals).toHaveTextContent('Discount (FLYHIGH10)−369 €');
    expect(totals).toHaveTextContent('Shipping (Standard delivery)24 €');
    expect(totals).toHaveTextContent('Total3 345 €');
    expect(totals).toHaveTextContent('incl. 20 % VAT557.50 €');

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Erwin Example');
    expect(delivery).toHaveTextContent('6020 Innsbruck');
    expect(await within(delivery).findByText('Austria')).toBeInTheDocument();

    expect(timeline()).toEqual([
      'Placed (current)',
      'Paid (not yet)',
      'In production (not yet)',
      'Shipped (not yet)',
    ]);
  });

  it('gives the bank details of an unpaid bank transfer, each to copy', async () => {
    const { user } = renderOrder(makeOrder());
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Awaiting payment');
    expect(payment).toHaveTextContent('Amount due3 714 €');
    const details = within(payment)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(details).toEqual(
      expect.arrayContaining(['Account holder', 'IBAN', 'BIC', 'Bank', 'Reference', 'Amount']),
    );
    expect(payment).toHaveTextContent('AT61 1904 3002 3457 3201');
    expect(payment).toHaveTextContent('Windfamily GmbH');
    expect(payment).toHaveTextContent('Alpine Savings Bank');
    // The same transfer as a QR code for a banking app, beside the details.
    expect(
      within(payment).getByRole('img', {
        name: 'QR code for your banking app: transfer 3 714 € to Windfamily GmbH',
      }),
    ).toHaveAttribute('src', makeOrder().bank_transfer?.qr_code);

    await user.click(within(payment).getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('AT611904300234573201');
    expect(within(payment).getByRole('status')).toHaveTextContent('IBAN copied.');
    await user.click(within(payment).getByRole('button', { name: 'Copy Reference' }));
    expect(await navigator.clipboard.readText()).toBe('2026-0042');
    await user.click(within(payment).getByRole('button', { name: 'Copy Amount' }));
    expect(await navigator.clipboard.readText()).toBe('3714.00');
    // Card payments are not configured for this order.
    expect(screen.queryByRole('link', { name: 'Pay by card' })).toBeNull();
  });

  it('offers card payment while unpaid when card payments exist', async () => {
    renderOrder(makeOrder({ card_payments: true, payment_method: 'card', bank_transfer: null }));
    expect(await screen.findByRole('link', { name: 'Pay by card' })).toHaveAttribute(
      'href',
      `/api/store/payments/stripe/2026-0042/${SECRET}/`,
    );
  });

  it('thanks for a just placed order', async () => {
    mockApi({ [`GET ${ORDER_PATH}`]: () => jsonResponse(makeOrder()) });
    const { router } = renderRoutes(
      [
        { path: '/store/checkout', element: null },
        { path: '/store/orders/:key', element: <OrderPage /> },
      ],
      { path: '/store/checkout' },
    );
    await router.navigate(ORDER_LINK, { state: { placed: true } });
    expect(await screen.findByText(ORDER_TEXTS.thanks('erwin@example.com'))).toBeInTheDocument();
  });

  it('shows the whole way of a shipped order, and a cancelled one ends with Cancelled', async () => {
    const { unmount } = renderOrder(SHIPPED_ORDER);
    await screen.findByRole('list', { name: 'Order status' });
    expect(timeline()).toEqual([
      'Placed (done)',
      'Paid (done)',
      'In production (done)',
      'Shipped (current)',
    ]);
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('20 December 2026');
    expect(screen.getByRole('region', { name: 'Payment' })).not.toHaveTextContent('IBAN');
    expect(screen.queryByRole('img', { name: /^QR code/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Paid');
    unmount();

    renderOrder(
      makeOrder({
        status: 'cancelled',
        bank_transfer: null,
        history: [
          { status: 'placed', date: '2026-11-22T10:00:00.000Z' },
          { status: 'cancelled', date: '2026-11-30T10:00:00.000Z' },
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Order status' });
    expect(timeline()).toEqual(['Placed (done)', 'Cancelled (current)']);
  });

  it('shows each parcel with its tracking link under the delivery', async () => {
    renderOrder({
      ...SHIPPED_ORDER,
      shipments: [
        {
          id: 7,
          state: 'shipped',
          service: 'standard',
          carrier: 'dhl-express',
          tracking_number: '1234567890',
          tracking_url: 'https://www.dhl.com/at-en/home/tracking.html?tracking-id=1234567890',
          created_date: '2026-12-19T09:00:00.000Z',
          shipment_date: '2026-12-20T09:00:00.000Z',
          lines: [{ order_item_id: 1, amount: 1 }],
        },
      ],
    });
    const parcels = await screen.findByRole('list', { name: 'Parcels' });
    expect(parcels).toHaveTextContent('Parcel 1234567890, on its way since 20 December 2026');
    expect(within(parcels).getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://www.dhl.com/at-en/home/tracking.html?tracking-id=1234567890',
    );
  });

  it('lists the invoices and credit notes, each to download as PDF', async () => {
    const { unmount } = renderOrder(makeOrder());
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByRole('region', { name: /^Invoices/ })).toBeNull();
    unmount();

    renderOrder(
      makeOrder({
        invoices: [
          makeInvoice({ id: 7, number: '2026-00017', corrected_by: 'GS-2026-00002' }),
          makeInvoice({
            id: 8,
            kind: 'credit_note',
            number: 'GS-2026-00002',
            total: '3714.00',
            corrects: '2026-00017',
          }),
          makeInvoice({ id: 9, number: '2026-00018', total: '3550.00' }),
        ],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Invoices and credit notes' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Invoice 2026-00017 (PDF)',
      'Credit note GS-2026-00002 (PDF)',
      'Invoice 2026-00018 (PDF)',
    ]);
    expect(links[2]).toHaveAttribute(
      'href',
      `/api/store/orders_public/${ORDER_KEY}/invoices/9/pdf`,
    );
    expect(links[2]).toHaveAttribute('download');
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('23 Nov 2026 · 3 714 € · cancelled by GS-2026-00002');
    expect(items[1]).toHaveTextContent('corrects 2026-00017');
    expect(items[2]).toHaveTextContent('3 550 €');
  });

  it('takes feedback on a shipped order and shows it once given', async () => {
    const given: PublicOrder = {
      ...SHIPPED_ORDER,
      can_give_feedback: false,
      feedback: { rating: 4, text: 'Lovely wing.', created: '2026-12-28T10:00:00.000Z' },
    };
    const { user, calls } = renderOrder(SHIPPED_ORDER, {
      'POST /api/store/order_feedback/2026-0042': () => jsonResponse(given),
    });
    const form = await screen.findByRole('form', { name: 'Your feedback' });
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(within(form).getByText(FEEDBACK_TEXTS.ratingRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    chooseStars(form, '4 stars, Very good');
    expect(within(form).queryByText(FEEDBACK_TEXTS.ratingRequired)).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /Tell us more/ }), 'Lovely wing.');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText(FEEDBACK_TEXTS.thanks)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      secret: SECRET,
      rating: 4,
      text: 'Lovely wing.',
    });
    expect(screen.queryByRole('form', { name: 'Your feedback' })).toBeNull();
    const feedback = screen.getByRole('region', { name: 'Your feedback' });
    expect(within(feedback).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(feedback).toHaveTextContent('Lovely wing.');
  });

  it('shows why feedback was refused', async () => {
    const { user } = renderOrder(SHIPPED_ORDER, {
      'POST /api/store/order_feedback/2026-0042': () =>
        jsonResponse({ detail: 'Feedback for this order has been given already.' }, 409),
    });
    const form = await screen.findByRole('form', { name: 'Your feedback' });
    chooseStars(form, '5 stars, Excellent');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Feedback for this order has been given already.',
    );
  });

  it('shows the not-found page for an unknown order, and for a malformed key without asking', async () => {
    const { unmount } = renderOrder(() => jsonResponse({ detail: 'Not Found' }, 404));
    expect(await screen.findByRole('heading', { name: MSG.errorHeading })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    unmount();

    const calls = mockApi();
    renderPage(<OrderPage />, {
      path: '/store/orders/:key',
      route: '/store/orders/2026-0042-nope',
    });
    expect(await screen.findByRole('heading', { name: MSG.errorHeading })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/store/orders_public/'))).toHaveLength(
      0,
    );
  });

  it('says so when too many wrong order links were tried', async () => {
    renderOrder(() =>
      jsonResponse({ detail: 'Too many wrong order links. Please wait a few minutes.' }, 429),
    );
    expect(await screen.findByText(new RegExp(ORDER_TEXTS.tooMany))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order 2026-0042', level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading the order' })).toBeNull(),
    );
  });
});
