import { Button, Chip, Link, Stack, Tab, Tabs } from '@mui/material';
import {
  RENTAL_REQUEST_STATES,
  RENTAL_STATE_LABELS,
  RENTAL_STATES,
  rentalAllows,
  type Rental,
  type RentalRequest,
} from '@windfamily/contract/rentals';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList } from '../../../components/backoffice/data-list';
import { optionsOf, SelectFilter } from '../../../components/backoffice/list-filters';
import { PagedList } from '../../../components/backoffice/paged-list';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { errorMessage } from '../../accounts';
import { useDeclineRequest, useRentalAction, useRentalRequests, useRentals } from './api';
import { CreateRentalDialog } from './create-rental-dialog';
import { FleetCalendar } from './fleet-calendar';
import { DEMO_FLEET_PATHS } from './paths';
import { ReturnDialog } from './return-dialog';
import { SaleRuleCard } from './sale-rule-card';
import { SendRentalDialog } from './send-rental-dialog';

const VIEWS = ['calendar', 'rentals', 'requests', 'settings'] as const;
type View = (typeof VIEWS)[number];
const REQUEST_STATE_LABELS = { open: 'Open', booked: 'Booked', declined: 'Declined' };

function RentalsView() {
  const list = useListParams({ state: RENTAL_STATES });
  const rentals = useRentals(list.page, list.filters.state);
  const action = useRentalAction();
  const [returning, setReturning] = useState<Rental | null>(null);
  const [sending, setSending] = useState<Rental | null>(null);
  const [creating, setCreating] = useState(false);
  const run = async (rental: Rental, name: string, done: string) => {
    try {
      await action.mutateAsync({ id: rental.id, action: name });
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Stack direction="row" role="search" aria-label="Filter rentals" sx={{ flex: 1 }}>
          <SelectFilter
            label="State"
            value={list.filters.state}
            onChange={(value) => list.setFilter('state', value)}
            options={optionsOf(RENTAL_STATES, RENTAL_STATE_LABELS)}
            sx={{ minWidth: { sm: 220 } }}
          />
        </Stack>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New rental
        </Button>
      </Stack>
      <PagedList
        query={rentals}
        noun={['rental', 'rentals']}
        list={list}
        empty={{ title: 'No rentals yet', text: 'Lent demo wings show here.' }}
      >
        {(rows) => (
          <DataList
            label="Rentals"
            rows={rows}
            rowKey={(row) => row.id}
            title={{
              key: 'unit',
              label: 'Wing',
              render: (row) => (
                <Link component={RouterLink} to={DEMO_FLEET_PATHS.rental(row.id)}>
                  {`${row.unit.serial} · ${row.unit.model} ${row.unit.size}`}
                </Link>
              ),
            }}
            columns={[
              {
                key: 'state',
                label: 'State',
                card: 'inline',
                render: (row) => <Chip size="small" label={RENTAL_STATE_LABELS[row.state]} />,
              },
              { key: 'pilot', label: 'Pilot', render: (row) => row.pilot.name },
              {
                key: 'period',
                label: 'Period',
                render: (row) => `${row.starts_on} to ${row.ends_on}`,
              },
              { key: 'fee', label: 'Fee (net)', render: (row) => `${row.fee} €` },
            ]}
            actions={(row) => (
              <Stack direction="row" spacing={1}>
                {rentalAllows(row.state, 'send') && (
                  <Button size="small" onClick={() => setSending(row)}>
                    {row.shipment ? 'Hand over' : 'Send out'}
                  </Button>
                )}
                {rentalAllows(row.state, 'return') && (
                  <Button size="small" onClick={() => setReturning(row)}>
                    Return
                  </Button>
                )}
                {rentalAllows(row.state, 'cancel') && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void run(row, 'cancel', 'The rental is cancelled.')}
                  >
                    Cancel
                  </Button>
                )}
              </Stack>
            )}
          />
        )}
      </PagedList>
      {returning && <ReturnDialog rental={returning} onClose={() => setReturning(null)} />}
      {sending && <SendRentalDialog rental={sending} onClose={() => setSending(null)} />}
      {creating && <CreateRentalDialog onClose={() => setCreating(false)} />}
    </>
  );
}

function RequestsView() {
  const list = useListParams({ state: RENTAL_REQUEST_STATES });
  const requests = useRentalRequests(list.page, list.filters.state);
  const decline = useDeclineRequest();
  const [booking, setBooking] = useState<RentalRequest | null>(null);
  const declineOne = async (request: RentalRequest) => {
    try {
      await decline.mutateAsync(request.id);
      toast.success(`The request of ${request.name} is declined.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <>
      <Stack direction="row" sx={{ mb: 2 }} role="search" aria-label="Filter requests">
        <SelectFilter
          label="State"
          value={list.filters.state}
          onChange={(value) => list.setFilter('state', value)}
          options={optionsOf(RENTAL_REQUEST_STATES, REQUEST_STATE_LABELS)}
          sx={{ minWidth: { sm: 220 } }}
        />
      </Stack>
      <PagedList
        query={requests}
        noun={['request', 'requests']}
        list={list}
        empty={{
          title: 'No requests yet',
          text: 'Pilots ask for a demo wing on the "Try our Wings" page.',
        }}
      >
        {(rows) => (
          <DataList
            label="Requests"
            rows={rows}
            rowKey={(row) => row.id}
            title={{ key: 'name', label: 'Pilot', render: (row) => row.name }}
            columns={[
              {
                key: 'state',
                label: 'State',
                card: 'inline',
                render: (row) => <Chip size="small" label={REQUEST_STATE_LABELS[row.state]} />,
              },
              {
                key: 'wing',
                label: 'Wing',
                render: (row) => `${row.product.name}${row.size ? ` ${row.size}` : ''}`,
              },
              {
                key: 'dates',
                label: 'Dates wished',
                render: (row) =>
                  row.starts_on ? `${row.starts_on} to ${row.ends_on ?? '…'}` : 'Any time',
              },
              {
                key: 'contact',
                label: 'Contact',
                render: (row) => [row.email, row.phone].filter(Boolean).join(' · '),
              },
              { key: 'message', label: 'Message', render: (row) => row.message },
            ]}
            actions={(row) =>
              row.state === 'open' ? (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setBooking(row)}>
                    Book a wing
                  </Button>
                  <Button size="small" color="error" onClick={() => void declineOne(row)}>
                    Decline
                  </Button>
                </Stack>
              ) : row.rental_id ? (
                <Button
                  size="small"
                  component={RouterLink}
                  to={DEMO_FLEET_PATHS.rental(row.rental_id)}
                >
                  Its rental
                </Button>
              ) : null
            }
          />
        )}
      </PagedList>
      {booking && <CreateRentalDialog request={booking} onClose={() => setBooking(null)} />}
    </>
  );
}

/**
 * /backoffice/demo-fleet: the demo wings' calendar, their rentals (their parcels booked and
 * handed over, returned, cancelled here, each opening its own page), the public's requests
 * for one (a rental booked from one answers it) and the settings (the sale rule).
 */
export default function DemoFleetPage() {
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((one) => one === params.get('view')) ?? 'calendar';
  return (
    <>
      <AdminPageHeader
        title="Demo fleet"
        subtitle="Demo wings lent to pilots and flight schools, with three days between two rentals."
      />
      <Tabs
        value={view}
        onChange={(_, next: View) => setParams(next === 'calendar' ? {} : { view: next })}
        sx={{ mb: 2 }}
        aria-label="Demo fleet views"
      >
        <Tab value="calendar" label="Calendar" />
        <Tab value="rentals" label="Rentals" />
        <Tab value="requests" label="Requests" />
        <Tab value="settings" label="Settings" />
      </Tabs>
      {view === 'calendar' && <FleetCalendar />}
      {view === 'rentals' && <RentalsView />}
      {view === 'requests' && <RequestsView />}
      {view === 'settings' && <SaleRuleCard />}
    </>
  );
}
