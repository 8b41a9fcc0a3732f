import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DemoSaleRule, Fleet, Rental, RentalRequest } from '@windfamily/contract/rentals';
import type { Shipment, ShipmentRates } from '@windfamily/contract/shipments';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  fill,
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

/** A booking dialog's input by its form name (quicker than by label on a busy machine). */
const field = (dialog: HTMLElement, name: string) =>
  dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** Picks the fleet's wing in a booking dialog (the list's options, as a click would). */
async function chooseWing(dialog: HTMLElement) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Wing/ }));
  fireEvent.click(await screen.findByRole('option', { name: /DEMO-EP2-M-01/ }));
}

const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 50, results });

const render = (route: string, handlers = {}, permissions = ['warehouse.manage']) =>
  renderBackoffice(
    <DemoFleetPage />,
    { path: '/backoffice/demo-fleet', route },
    {
      'GET /api/accounting/demorentals/fleet/': () => jsonResponse(FLEET),
      'GET /api/accounting/demorentals/': () => jsonResponse(page([RENTAL])),
      'GET /api/accounting/demorental_requests/': () => jsonResponse(page([REQUEST])),
      ...handlers,
    },
    permissions,
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
    fill(within(dialog).getByLabelText(/Hours flown/), '7.5');
    fill(within(dialog).getByLabelText(/Condition/), 'Fine');
    await user.click(within(dialog).getByLabelText('Checked on its return'));
    fill(await within(dialog).findByLabelText('Inspection result'), 'Within tolerance');
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
    await chooseWing(dialog);
    fill(field(dialog, 'pilot.name'), 'Paula Pilot');
    fill(field(dialog, 'pilot.email'), 'paula@example.com');
    fill(field(dialog, 'pilot.phone'), '+43 664 1234567');
    fill(field(dialog, 'pilot.address'), 'Startplatz 1');
    fill(field(dialog, 'pilot.zipcode'), '6020');
    fill(field(dialog, 'pilot.city'), 'Innsbruck');
    fill(field(dialog, 'starts_on'), '2027-03-01');
    fill(field(dialog, 'ends_on'), '2027-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/need 3 days between them/);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New rental' })).not.toBeInTheDocument(),
    );
    expect(callsTo(calls, 'POST', '/api/accounting/demorentals/')[1]?.body).toMatchObject({
      unit_id: 7,
      pilot: { name: 'Paula Pilot', country: 'at' },
      starts_on: '2027-03-01',
      ends_on: '2027-03-10',
      fee: '0.00',
      request_id: null,
    });
  });

  it("books a wing from a pilot's request, filled in from it", async () => {
    const { calls, user } = render('/backoffice/demo-fleet?view=requests', {
      'POST /api/accounting/demorentals/': () => jsonResponse(RENTAL, 201),
    });
    const list = await screen.findByRole('table', { name: 'Requests' });
    await user.click(within(list).getByRole('button', { name: 'Book a wing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a wing for Fritz Flyer' });
    expect(field(dialog, 'pilot.email')).toHaveValue('fritz@example.com');
    expect(field(dialog, 'starts_on')).toHaveValue(REQUEST.starts_on);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    // The wing and the address are still to be given.
    expect(await within(dialog).findByText('choose a wing of the fleet')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/accounting/demorentals/')).toHaveLength(0);
    await chooseWing(dialog);
    fill(field(dialog, 'pilot.phone'), '+49 170 1234567');
    fill(field(dialog, 'pilot.address'), 'Am Flugplatz 3');
    fill(field(dialog, 'pilot.zipcode'), '83229');
    fill(field(dialog, 'pilot.city'), 'Aschau');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/accounting/demorentals/')[0]?.body).toMatchObject({
        unit_id: 7,
        request_id: 9,
        pilot: { name: 'Fritz Flyer', email: 'fritz@example.com', country: 'de', city: 'Aschau' },
        starts_on: REQUEST.starts_on,
        ends_on: REQUEST.ends_on,
      }),
    );
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

  it('opens a rental from the list', async () => {
    render('/backoffice/demo-fleet?view=rentals');
    const list = await screen.findByRole('table', { name: 'Rentals' });
    expect(within(list).getByRole('link', { name: /DEMO-EP2-M-01/ })).toHaveAttribute(
      'href',
      '/backoffice/demo-fleet/rentals/4',
    );
  });

  it('says so when the fleet cannot be loaded', async () => {
    render('/backoffice/demo-fleet', {
      'GET /api/accounting/demorentals/fleet/': () => jsonResponse({ detail: 'Server Error' }, 503),
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('the sale rule', () => {
  const RULE: DemoSaleRule = { percent_per_10_hours: 5, max_percent: 30 };
  const SALES = ['warehouse.manage', 'sales.manage'];

  it('shows the rule and sets it, refusing a percentage above 100 before asking', async () => {
    const { calls, user } = render(
      '/backoffice/demo-fleet?view=settings',
      {
        'GET /api/accounting/demorentals/sale_rule/': () => jsonResponse(RULE),
        'PUT /api/accounting/demorentals/sale_rule/': (call: { body: unknown }) =>
          jsonResponse(call.body),
      },
      SALES,
    );
    await screen.findByRole('button', { name: 'Save the rule' });
    const form = screen.getByRole('form', { name: 'Sale rule' });
    expect(within(form).getByLabelText(/Off per 10 hours flown/)).toHaveValue(5);
    expect(within(form).getByText(/flown 25 hours is sold 10 % below/)).toBeInTheDocument();
    fill(within(form).getByLabelText(/At most/), '120');
    await user.click(within(form).getByRole('button', { name: 'Save the rule' }));
    expect(await within(form).findByText('at most 100')).toBeInTheDocument();
    fill(within(form).getByLabelText(/At most/), '25');
    fill(within(form).getByLabelText(/Off per 10 hours flown/), '4');
    await user.click(within(form).getByRole('button', { name: 'Save the rule' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/accounting/demorentals/sale_rule/')[0]?.body).toEqual({
        percent_per_10_hours: 4,
        max_percent: 25,
      }),
    );
    expect(await screen.findByText('The sale rule is saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal, and only sales may change the rule", async () => {
    const { user, unmount } = render(
      '/backoffice/demo-fleet?view=settings',
      {
        'GET /api/accounting/demorentals/sale_rule/': () => jsonResponse(RULE),
        'PUT /api/accounting/demorentals/sale_rule/': () =>
          jsonResponse({ detail: 'You do not have permission to perform this action.' }, 403),
      },
      SALES,
    );
    await screen.findByRole('button', { name: 'Save the rule' });
    const form = screen.getByRole('form', { name: 'Sale rule' });
    fill(within(form).getByLabelText(/At most/), '20');
    await user.click(within(form).getByRole('button', { name: 'Save the rule' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/permission/);
    unmount();
    render('/backoffice/demo-fleet?view=settings', {
      'GET /api/accounting/demorentals/sale_rule/': () => jsonResponse(RULE),
    });
    const readOnly = await screen.findByRole('form', { name: 'Sale rule' });
    expect(within(readOnly).getByLabelText(/At most/)).toBeDisabled();
    expect(within(readOnly).getByText('Sales set the rule.')).toBeInTheDocument();
  });

  it('says so when the rule cannot be loaded', async () => {
    render('/backoffice/demo-fleet?view=settings', {
      'GET /api/accounting/demorentals/sale_rule/': () =>
        jsonResponse({ detail: 'Server Error' }, 503),
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
