import { screen, waitFor, within } from '@testing-library/react';
import type { Fleet, Rental, RentalRequest } from '@windfamily/contract/rentals';
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
  parcel: null,
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

  it('sends a booked wing out from the rentals', async () => {
    const { calls, user } = render('/backoffice/demo-fleet?view=rentals', {
      'POST /api/accounting/demorentals/4/create_shipment/': () =>
        jsonResponse({ ...RENTAL, state: 'out' }),
    });
    const list = await screen.findByRole('table', { name: 'Rentals' });
    expect(within(list).getByText('Paula Pilot')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Return' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Send out' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/accounting/demorentals/4/create_shipment/')).toHaveLength(
        1,
      ),
    );
    expect(await screen.findByText('DEMO-EP2-M-01 is out.')).toBeInTheDocument();
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
