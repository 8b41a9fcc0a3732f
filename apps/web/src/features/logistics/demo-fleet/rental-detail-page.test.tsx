import { screen, waitFor, within } from '@testing-library/react';
import type {
  RentalDetail,
  RentalOrderResult,
  RentalSaleQuote,
} from '@windfamily/contract/rentals';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  fill,
  jsonResponse,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import DemoFleetSection from './demo-fleet-section';

setUpListScreens();

const RENTAL: RentalDetail = {
  id: 4,
  state: 'booked',
  unit: {
    id: 7,
    serial: 'WF26-000042',
    variant_id: 3,
    product_id: 2,
    model: 'Emilie Peace 2',
    size: 'M',
    sku: 'EP2-M',
    state: 'demo',
    location: 'DEMO',
    hours_flown: 18,
    hours_at_last_check: 18,
    last_check_on: '2026-10-01',
  },
  account_id: null,
  pilot: {
    kind: 'pilot',
    name: 'Paula Pilot',
    email: 'paula@example.com',
    phone: '+43 664 1234567',
    address: 'Startplatz 1',
    zipcode: '6020',
    city: 'Innsbruck',
    country: 'at',
  },
  starts_on: '2027-03-01',
  ends_on: '2027-03-10',
  fee: '150.00',
  note: 'Pick-up at the school',
  request_id: null,
  fee_order: null,
  sale_order: null,
  hours_flown: null,
  condition: '',
  inspected: false,
  inspection_note: '',
  created_at: '2026-11-01T10:00:00Z',
  sent_at: null,
  returned_on: null,
  closed_at: null,
  cancelled_at: null,
  shipment: null,
  history: [
    {
      id: 30,
      kind: 'rental',
      at: '2026-11-01T10:00:00Z',
      by: 'staff@example.com',
      summary: 'Lent as a demo wing: Booked for Paula Pilot, 2027-03-01 to 2027-03-10',
      details: { note: 'Booked for Paula Pilot, 2027-03-01 to 2027-03-10', rental_id: 4 },
    },
  ],
};

const OUT: RentalDetail = {
  ...RENTAL,
  state: 'out',
  unit: { ...RENTAL.unit, location: 'CUSTOMERS' },
  sent_at: '2027-03-01T08:00:00Z',
  shipment: {
    id: 12,
    state: 'shipped',
    service: 'standard',
    carrier: 'stand-in',
    tracking_number: 'CP123456785AT',
    tracking_url: 'http://shop.test/dev/carrier/track/CP123456785AT',
    label_url: '/api/logistics/shipments/12/label.pdf',
    created_date: '2027-02-27',
    shipment_date: '2027-03-01',
  },
};

const QUOTE: RentalSaleQuote = {
  list_price: '4000.00',
  hours: 24,
  discount_percent: 10,
  price: '3600.00',
  rule: { percent_per_10_hours: 5, max_percent: 30 },
};

const render = (
  rental: RentalDetail | (() => Response),
  handlers = {},
  permissions = ['warehouse.manage'],
) =>
  renderBackoffice(
    <DemoFleetSection />,
    { path: '/backoffice/demo-fleet/*', route: '/backoffice/demo-fleet/rentals/4' },
    {
      'GET /api/accounting/demorentals/4/':
        typeof rental === 'function' ? rental : () => jsonResponse(rental),
      ...handlers,
    },
    permissions,
  );

describe('RentalDetailPage', () => {
  it('shows the pilot, the wing with a link to its unit, the period, the orders and the history', async () => {
    render({ ...RENTAL, fee_order: '2026-00042' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rental of WF26-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WF26-000042' })).toHaveAttribute(
      'href',
      '/backoffice/units/7',
    );
    expect(screen.getByText('Startplatz 1, 6020 Innsbruck, AT')).toBeInTheDocument();
    expect(screen.getByText('Pick-up at the school')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2026-00042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-00042',
    );
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText(/Booked for Paula Pilot/)).toBeInTheDocument();
    // Booked: it may be sent, changed or cancelled; not returned or closed.
    expect(screen.getByRole('button', { name: 'Send out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // Orders are for sales.
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then says when there is no such rental', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { container } = render(
      () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    );
    await waitFor(() => expect(container.querySelector('.MuiSkeleton-root')).toBeInTheDocument());
    answer(jsonResponse({ detail: 'There is no such rental.' }, 404));
    expect(await screen.findByText('There is no rental 4.')).toBeInTheDocument();
  });

  it('offers to try again when the rental cannot be loaded', async () => {
    render(() => jsonResponse({ detail: 'Server Error' }, 503));
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it("changes the period and pilot, and shows the server's refusal of an overlap in the form", async () => {
    const { calls, user } = render(RENTAL, {
      'PUT /api/accounting/demorentals/4/': [
        () =>
          jsonResponse(
            {
              detail:
                'The wing is lent then: two rentals of one wing need 3 days between them for shipping and checks.',
            },
            409,
          ),
        () => jsonResponse({ ...RENTAL, ends_on: '2027-03-12' }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: /Change the rental of WF26-000042/ });
    fill(within(dialog).getByLabelText(/Until/), '2027-03-12');
    fill(within(dialog).getByLabelText(/City/), 'Lienz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/need 3 days between them/);
    expect(within(dialog).getByLabelText(/Until/)).toHaveValue('2027-03-12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PUT', '/api/accounting/demorentals/4/')[1]?.body).toEqual({
      pilot: { ...RENTAL.pilot, city: 'Lienz' },
      starts_on: '2027-03-01',
      ends_on: '2027-03-12',
      note: 'Pick-up at the school',
    });
  });

  it('keeps the start of a rental that is out, and checks the period before asking', async () => {
    const { calls, user } = render(OUT);
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/From/)).toBeDisabled();
    fill(within(dialog).getByLabelText(/Until/), '2027-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('on or after the start')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/accounting/demorentals/4/')).toHaveLength(0);
  });

  it('records the return of a wing that is out', async () => {
    const { calls, user } = render(OUT, {
      'POST /api/accounting/demorentals/4/return/': () =>
        jsonResponse({ ...OUT, state: 'returned' }),
    });
    expect(
      await screen.findByRole('link', { name: 'stand-in, tracking CP123456785AT' }),
    ).toHaveAttribute('href', '/backoffice/shipments/12');
    await user.click(screen.getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return of WF26-000042' });
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(await within(dialog).findByText('say how the wing came back')).toBeInTheDocument();
    fill(within(dialog).getByLabelText(/Hours flown/), '6');
    fill(within(dialog).getByLabelText(/Condition/), 'Fine');
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/accounting/demorentals/4/return/')[0]?.body).toEqual({
        hours_flown: 6,
        condition: 'Fine',
        inspected: false,
        inspection_note: '',
      }),
    );
  });

  it('shows what came back once returned, and closes the rental', async () => {
    const returned: RentalDetail = {
      ...RENTAL,
      state: 'returned',
      returned_on: '2027-03-11',
      hours_flown: 6,
      condition: 'Fine',
      inspected: true,
      inspection_note: 'Lines within tolerance',
    };
    const { calls, user } = render(returned, {
      'PUT /api/accounting/demorentals/4/': () => jsonResponse({ ...returned, state: 'closed' }),
    });
    expect(await screen.findByText('Lines within tolerance')).toBeInTheDocument();
    expect(screen.getByText('6 h')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Close it' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/accounting/demorentals/4/')[0]?.body).toEqual({
        state: 'closed',
      }),
    );
  });
});

describe('CreateOrderDialog', () => {
  const SALES = ['warehouse.manage', 'sales.manage'];

  it('sells the wing at the price the sale rule gives for the hours, then links to the order', async () => {
    const result: RentalOrderResult = {
      rental: { ...OUT, state: 'closed', sale_order: '2026-00077' },
      sale_sequence: '2026-00077',
      total: '4320.00',
      discount_percent: 10,
    };
    const { calls, user } = render(
      OUT,
      {
        'GET /api/accounting/demorentals/4/sale_quote/': () => jsonResponse(QUOTE),
        'POST /api/accounting/demorentals/4/create_order/': () => jsonResponse(result, 201),
      },
      SALES,
    );
    await user.click(await screen.findByRole('button', { name: 'Create order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order for Paula Pilot' });
    await user.click(within(dialog).getByRole('combobox', { name: 'What to order' }));
    await user.click(await screen.findByRole('option', { name: /The wing/ }));
    fill(within(dialog).getByLabelText(/Hours flown during this rental/), '6');
    const price = await within(dialog).findByRole('status', { name: 'Price of the wing' });
    await waitFor(() => expect(price).toHaveTextContent('3 600 € net'));
    expect(price).toHaveTextContent('10 % (5 % per 10 hours, at most 30 %)');
    expect(callsTo(calls, 'GET', '/api/accounting/demorentals/4/sale_quote/').at(-1)?.query).toBe(
      '?hours_flown=6',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sell the wing' }));
    const link = await screen.findByRole('link', { name: 'Open order 2026-00077 in Sales' });
    expect(link).toHaveAttribute('href', '/backoffice/orders/2026-00077');
    expect(callsTo(calls, 'POST', '/api/accounting/demorentals/4/create_order/')[0]?.body).toEqual({
      kind: 'sale',
      hours_flown: 6,
      delivery_method: 'pickup',
      payment_method: 'bank_transfer',
    });
  });

  it('orders the fee, and shows why the server refuses', async () => {
    const { calls, user } = render(
      RENTAL,
      {
        'POST /api/accounting/demorentals/4/create_order/': () =>
          jsonResponse({ detail: "The pilot's country has no prices." }, 409),
      },
      SALES,
    );
    await user.click(await screen.findByRole('button', { name: 'Create order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order for Paula Pilot' });
    expect(within(dialog).getByText(/at the fee, 150 € net/)).toBeInTheDocument();
    // Booked: only the fee can be ordered, no sale price is asked for.
    await user.click(within(dialog).getByRole('combobox', { name: 'What to order' }));
    expect(screen.queryByRole('option', { name: /The wing/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Order the fee' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The pilot's country has no prices.",
    );
    expect(callsTo(calls, 'POST', '/api/accounting/demorentals/4/create_order/')[0]?.body).toEqual({
      kind: 'fee',
      hours_flown: 0,
      delivery_method: 'pickup',
      payment_method: 'bank_transfer',
    });
    expect(callsTo(calls, 'GET', '/api/accounting/demorentals/4/sale_quote/')).toHaveLength(0);
  });

  it('says when the price cannot be worked out', async () => {
    const { user } = render(
      { ...OUT, fee: '0.00' },
      {
        'GET /api/accounting/demorentals/4/sale_quote/': () =>
          jsonResponse(
            { detail: 'The model of WF26-000042 is not in the catalogue any more.' },
            409,
          ),
      },
      SALES,
    );
    await user.click(await screen.findByRole('button', { name: 'Create order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order for Paula Pilot' });
    expect(
      await within(dialog).findByText(/No price: The model of WF26-000042/),
    ).toBeInTheDocument();
  });
});
