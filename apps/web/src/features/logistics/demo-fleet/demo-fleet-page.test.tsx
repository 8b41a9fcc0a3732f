import { screen, waitFor, within } from '@testing-library/react';
import type { Fleet, Rental, RentalRequest } from '@windfamily/contract/rentals';
import type { Shipment, ShipmentRates } from '@windfamily/contract/shipments';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonResponse,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import DemoFleetPage from './demo-fleet-page';
import { isoDay } from './fleet-calendar';

setUpListScreens();

const today = isoDay(new Date());
const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

const UNIT = {
  id: 7,
  serial: 'DEMO-EP2-M-01',
  variant_id: 3,
  product_id: 2,
  model: 'Emilie Peace 2',
  size: 'M',
  sku: 'EP2-M',
  state: 'demo',
  location: 'DEMO',
  hours_flown: 18,
  hours_at_last_check: 18,
  last_check_on: null,
};

const FLEET: Fleet = {
  from: today,
  to: inDays(27),
  gap_days: 3,
  units: [
    {
      ...UNIT,
      rentals: [
        {
          id: 4,
          state: 'booked',
          starts_on: inDays(2),
          ends_on: inDays(6),
          pilot_name: 'Paula Pilot',
        },
      ],
    },
  ],
};

const RENTAL: Rental = {
  id: 4,
  state: 'booked',
  unit: UNIT,
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
  starts_on: inDays(2),
  ends_on: inDays(6),
  fee: '150.00',
  note: '',
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
};

const SHIPMENT: Shipment = {
  id: 12,
  order: null,
  rental: { id: 4, serial: 'DEMO-EP2-M-01' },
  name: 'Paula Pilot',
  country: 'at',
  service: 'express',
  carrier: 'stand-in',
  state: 'created',
  tracking_number: 'CP123456785AT',
  tracking_url: 'http://shop.test/dev/carrier/track/CP123456785AT',
  parcel_numbers: ['CP123456785AT'],
  label_url: '/api/logistics/shipments/12/label.pdf',
  customs_declared: false,
  weight_grams: 7000,
  price: '41.90',
  created_date: '2026-11-20T08:00:00Z',
  created_by: 'clerk@example.com',
  shipment_date: null,
  shipped_by: null,
  cancelled_date: null,
  cancelled_by: null,
  last_error: null,
  lines: [],
};

const RATES: ShipmentRates = {
  carrier: 'Stand-in carrier',
  services: [
    { service: 'standard', name: 'Stand-in Standard' },
    { service: 'express', name: 'Stand-in Express' },
  ],
  rates: [
    {
      service: 'standard',
      name: 'Stand-in Standard',
      price: '11.10',
      currency: 'EUR',
      transit_days: 2,
      estimated_delivery: null,
    },
    {
      service: 'express',
      name: 'Stand-in Express',
      price: '41.90',
      currency: 'EUR',
      transit_days: 1,
      estimated_delivery: null,
    },
  ],
  rates_error: null,
};

const REQUEST: RentalRequest = {
  id: 9,
  state: 'open',
  product: { id: 2, name: 'Emilie Peace 2', slug: 'emilie-peace2' },
  size: 'M',
  starts_on: inDays(30),
  ends_on: inDays(37),
  name: 'Fritz Flyer',
  email: 'fritz@example.com',
  phone: '',
  country: 'de',
  message: 'A week in Greifenburg',
  created_at: '2026-11-20T10:00:00Z',
  rental_id: null,
};

const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 50, results });

const render = (route: string, handlers = {}) =>
  renderBackoffice(
    <DemoFleetPage />,
    { path: '/backoffice/demo-fleet', route },
    {
      'GET /api/accounting/demorentals/fleet/': () => jsonResponse(FLEET),
      'GET /api/accounting/demorentals/': () => jsonResponse(page([RENTAL])),
      'GET /api/accounting/demorental_requests/': () => jsonResponse(page([REQUEST])),
      ...handlers,
    },
    ['warehouse.manage'],
  );

describe('DemoFleetPage', () => {
  it('shows the fleet as a calendar: units as rows, rentals as bars', async () => {
    render('/backoffice/demo-fleet');
    const calendar = await screen.findByRole('table', { name: 'Demo fleet calendar' });
    expect(within(calendar).getByRole('rowheader', { name: /DEMO-EP2-M-01/ })).toBeInTheDocument();
    const bar = within(calendar).getByText('Paula Pilot');
    expect(bar.closest('td')).toHaveAttribute('colspan', '5');
  });

  it('lists each unit with its rentals on a phone', async () => {
    stubViewport(true);
    render('/backoffice/demo-fleet');
    const unit = await screen.findByRole('region', { name: 'DEMO-EP2-M-01' });
    expect(within(unit).getByText('Paula Pilot')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Demo fleet calendar' })).not.toBeInTheDocument();
  });

  it('books the parcel of a booked wing with a service, shows its label, and hands it over', async () => {
    const { calls, user } = render('/backoffice/demo-fleet?view=rentals', {
      'GET /api/accounting/demorentals/4/shipment_rates/': () => jsonResponse(RATES),
      'POST /api/accounting/demorentals/4/create_shipment/': () => jsonResponse(SHIPMENT, 201),
      'POST /api/logistics/shipments/12/ship/': () =>
        jsonResponse({ ...SHIPMENT, state: 'shipped' }),
    });
    const list = await screen.findByRole('table', { name: 'Rentals' });
    expect(within(list).getByText('Paula Pilot')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Return' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Send out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send DEMO-EP2-M-01 to Paula Pilot' });
    expect(within(dialog).getByText(/Startplatz 1, 6020 Innsbruck \(AT\)/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: /Express: .*41\.90/ }));
    await user.type(within(dialog).getByLabelText('Note'), 'Bag');
    await user.click(within(dialog).getByRole('button', { name: 'Book the parcel' }));

    expect(
      await within(dialog).findByRole('link', { name: 'Print the label (PDF)' }),
    ).toHaveAttribute('href', '/api/logistics/shipments/12/label.pdf');
    expect(within(dialog).getByRole('link', { name: 'CP123456785AT' })).toHaveAttribute(
      'href',
      'http://shop.test/dev/carrier/track/CP123456785AT',
    );
    const [booking] = callsTo(calls, 'POST', '/api/accounting/demorentals/4/create_shipment/');
    expect(booking?.body).toEqual({ service: 'express', note: 'Bag' });
    expect(booking?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Handed over' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/logistics/shipments/12/ship/')).toHaveLength(1),
    );
    expect(await screen.findByText('DEMO-EP2-M-01 is out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a rental whose parcel is booked at its hand-over, and says why the server refuses', async () => {
    const { user } = render('/backoffice/demo-fleet?view=rentals', {
      'GET /api/accounting/demorentals/': () =>
        jsonResponse(
          page([
            {
              ...RENTAL,
              shipment: {
                id: 12,
                state: 'created',
                service: 'express',
                carrier: 'stand-in',
                tracking_number: 'CP123456785AT',
                tracking_url: 'http://shop.test/dev/carrier/track/CP123456785AT',
                label_url: '/api/logistics/shipments/12/label.pdf',
                created_date: '2026-11-20T08:00:00Z',
                shipment_date: null,
              },
            },
          ]),
        ),
      'GET /api/accounting/demorentals/4/shipment_rates/': () => jsonResponse(RATES),
      'POST /api/logistics/shipments/12/ship/': () =>
        jsonResponse(
          {
            detail:
              'DEMO-EP2-M-01 is not at Demo fleet as the rental expects: look at its history and move it there first.',
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send DEMO-EP2-M-01 to Paula Pilot' });
    expect(
      within(dialog).queryByRole('button', { name: 'Book the parcel' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Shipment #12/ })).toHaveAttribute(
      'href',
      '/backoffice/shipments/12',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Handed over' }));
    expect(await screen.findByText(/is not at Demo fleet/)).toBeInTheDocument();
  });

  it('says the carrier refused the booking and keeps the dialog open', async () => {
    const { user } = render('/backoffice/demo-fleet?view=rentals', {
      'GET /api/accounting/demorentals/4/shipment_rates/': () =>
        jsonResponse({ ...RATES, rates: [], rates_error: 'The carrier is down.' }),
      'POST /api/accounting/demorentals/4/create_shipment/': () =>
        jsonResponse(
          { detail: 'The carrier refused the shipment: "60200" is not a postcode of AT.' },
          422,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Send out' }));
    const dialog = await screen.findByRole('dialog', { name: /Send DEMO-EP2-M-01/ });
    expect(
      await within(dialog).findByText(/No prices now: The carrier is down/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book the parcel' }));
    expect(await screen.findByText(/not a postcode of AT/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book the parcel' })).toBeInTheDocument();
  });

  it('records a return with hours, condition and inspection', async () => {
    const { calls, user } = render('/backoffice/demo-fleet?view=rentals', {
      'GET /api/accounting/demorentals/': () => jsonResponse(page([{ ...RENTAL, state: 'out' }])),
      'POST /api/accounting/demorentals/4/return/': () =>
        jsonResponse({ ...RENTAL, state: 'returned' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: /Return of DEMO-EP2-M-01/ });
    await user.type(within(dialog).getByLabelText(/Hours flown/), '7.5');
    await user.type(within(dialog).getByLabelText(/Condition/), 'Fine');
    await user.click(within(dialog).getByLabelText('Checked on its return'));
    await user.type(within(dialog).getByLabelText('Inspection result'), 'Within tolerance');
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/accounting/demorentals/4/return/')[0]?.body).toEqual({
        hours_flown: 7.5,
        condition: 'Fine',
        inspected: true,
        inspection_note: 'Within tolerance',
      }),
    );
  });

  it('books a wing for a pilot, and shows why the server refuses an overlap', async () => {
    const { calls, user } = render('/backoffice/demo-fleet?view=rentals', {
      'POST /api/accounting/demorentals/': [
        () =>
          jsonResponse(
            { detail: 'The wing is lent then: two rentals of one wing need 3 days between them.' },
            409,
          ),
        () => jsonResponse(RENTAL, 201),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rental' });
    await user.click(within(dialog).getByRole('combobox', { name: /Wing/ }));
    await user.click(await screen.findByRole('option', { name: /DEMO-EP2-M-01/ }));
    await user.type(within(dialog).getByLabelText(/Pilot or flight school/), 'Paula Pilot');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'paula@example.com');
    await user.type(within(dialog).getByLabelText(/Phone/), '+43 664 1234567');
    await user.type(within(dialog).getByLabelText(/Address/), 'Startplatz 1');
    await user.type(within(dialog).getByLabelText(/Postcode/), '6020');
    await user.type(within(dialog).getByLabelText(/City/), 'Innsbruck');
    await user.type(within(dialog).getByLabelText(/From/), '2027-03-01');
    await user.type(within(dialog).getByLabelText(/Until/), '2027-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/need 3 days between them/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New rental' })).not.toBeInTheDocument(),
    );
    expect(callsTo(calls, 'POST', '/api/accounting/demorentals/')[1]?.body).toMatchObject({
      unit_id: 7,
      pilot: { name: 'Paula Pilot', country: 'at' },
      starts_on: '2027-03-01',
      ends_on: '2027-03-10',
    });
  });

  it("shows the refusal's sentence when the server refuses", async () => {
    const { user } = render('/backoffice/demo-fleet?view=rentals', {
      'POST /api/accounting/demorentals/4/cancel/': () =>
        jsonResponse({ detail: 'The rental is out with the pilot: it cannot be cancelled.' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('The rental is out with the pilot: it cannot be cancelled.'),
    ).toBeInTheDocument();
  });

  it('lists the requests and declines an open one', async () => {
    const { calls, user } = render('/backoffice/demo-fleet?view=requests', {
      'POST /api/accounting/demorental_requests/9/decline/': () =>
        jsonResponse({ ...REQUEST, state: 'declined' }),
    });
    const list = await screen.findByRole('table', { name: 'Requests' });
    expect(within(list).getByText('Fritz Flyer')).toBeInTheDocument();
    expect(within(list).getByText('A week in Greifenburg')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/accounting/demorental_requests/9/decline/')).toHaveLength(
        1,
      ),
    );
  });

  it('says so when the fleet cannot be loaded', async () => {
    render('/backoffice/demo-fleet', {
      'GET /api/accounting/demorentals/fleet/': () => jsonResponse({ detail: 'Server Error' }, 503),
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
