import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
} from '@mui/material';
import { RESERVATION_STATES, type Reservation } from '@windfamily/contract/logistics';
import { SALE_SEQUENCE_PATTERN as ORDER_NUMBER } from '@windfamily/contract/order-basics';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router';
import { DataList, type DataColumn } from '../../../../components/backoffice/data-list';
import {
  optionsOf,
  SearchField,
  SelectFilter,
} from '../../../../components/backoffice/list-filters';
import { PagedList } from '../../../../components/backoffice/paged-list';
import { TwoLines } from '../../../../components/backoffice/two-lines';
import { useListParams } from '../../../../components/backoffice/use-list-params';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage } from '../../../accounts';
import { useCancelReservation, useLocations, useReservations } from '../api';
import { RESERVATION_STATE_LABELS, ReservationStateChip } from '../components/chips';
import { flatLocations, locationOptions } from '../components/locations';
import { StockHeader } from '../components/stock-header';
import { STOCK_PATHS } from '../paths';

const FILTERS = { state: RESERVATION_STATES, location: 'text', order: 'text' } as const;

/** Until when it holds: a moment, or until the order ships or is cancelled. */
const untilOf = (reservation: Reservation) =>
  reservation.reserved_until ? formatDateTime(reservation.reserved_until) : 'Until shipped';

/** Asks before a reservation is let go; its units are free to sell again. */
function CancelDialog({ reservation, onClose }: { reservation: Reservation; onClose: () => void }) {
  const cancel = useCancelReservation();
  const titleId = useId();
  const textId = useId();
  const [refusal, setRefusal] = useState('');
  const confirm = async () => {
    setRefusal('');
    try {
      await cancel.mutateAsync(reservation.id);
      toast.success(
        `The reservation of ${reservation.amount} × ${reservation.variant.sku} is let go.`,
      );
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  return (
    <Dialog
      open
      onClose={cancel.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Let the reservation go?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`${reservation.amount} × ${reservation.variant.sku}${reservation.order ? ` held for order ${reservation.order}` : ''} become free to sell again. The order keeps its lines; reserve for it again from the order if it still needs them.`}
        </DialogContentText>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          Keep it
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={cancel.isPending}
          onClick={() => void confirm()}
        >
          Let it go
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /backoffice/stock/reservations: what is held for orders, newest first, a page at a time; by
 * state, location and order. An active reservation may be let go.
 */
export default function ReservationsPage() {
  const list = useListParams(FILTERS);
  const { filters, page, text, setText, setFilter } = list;
  // A part of an order number is not sent: the server would refuse it.
  const query = { ...filters, order: ORDER_NUMBER.test(filters.order) ? filters.order : '' };
  const reservations = useReservations(page, query);
  const tree = useLocations();
  const [cancelling, setCancelling] = useState<Reservation | null>(null);

  const title: DataColumn<Reservation> = {
    key: 'what',
    label: 'Held',
    render: (reservation) => (
      <TwoLines
        main={`${reservation.amount} × ${reservation.variant.sku}`}
        caption={reservation.variant.name}
        wrap
      />
    ),
  };
  const columns: DataColumn<Reservation>[] = [
    {
      key: 'state',
      label: 'State',
      card: 'inline',
      render: (reservation) => <ReservationStateChip state={reservation.state} />,
    },
    {
      key: 'order',
      label: 'For order',
      render: (reservation) =>
        reservation.order ? (
          <Link component={RouterLink} to={STOCK_PATHS.order(reservation.order)}>
            {reservation.order}
          </Link>
        ) : (
          '–'
        ),
    },
    {
      key: 'until',
      label: 'Until',
      render: (reservation) =>
        reservation.ended_at ? (
          <TwoLines
            main={untilOf(reservation)}
            caption={`Ended ${formatDateTime(reservation.ended_at)}`}
          />
        ) : (
          untilOf(reservation)
        ),
    },
    {
      key: 'where',
      label: 'Where',
      render: (reservation) => reservation.location?.code ?? 'Anywhere sellable',
    },
    {
      key: 'made',
      label: 'Made',
      width: '100%',
      render: (reservation) => (
        <TwoLines
          main={formatDateTime(reservation.created_at)}
          caption={[reservation.created_by ?? 'The shop', reservation.reason]
            .filter(Boolean)
            .join(' · ')}
          wrap
        />
      ),
    },
  ];

  return (
    <>
      <StockHeader
        tab="reservations"
        title="Reservations"
        subtitle="Units held for orders: an active one keeps them from being sold or moved away."
      />
      <Stack
        role="search"
        aria-label="Filter reservations"
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1.5}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <SearchField
          label="Order"
          placeholder="2026-0042"
          value={text('order')}
          onChange={(value) => setText('order', value)}
          sx={{ flex: 1, minWidth: { sm: 180 }, maxWidth: { sm: 240 } }}
        />
        <SelectFilter
          label="State"
          value={filters.state}
          options={optionsOf(RESERVATION_STATES, RESERVATION_STATE_LABELS)}
          onChange={(value) => setFilter('state', value)}
          sx={{ flex: 1, minWidth: { sm: 140 }, maxWidth: { sm: 180 } }}
        />
        <SelectFilter
          label="Location"
          value={filters.location}
          emptyLabel="Every location"
          options={locationOptions(flatLocations(tree.data).filter((one) => one.sellable))}
          onChange={(value) => setFilter('location', value)}
          sx={{ flex: 1, minWidth: { sm: 180 }, maxWidth: { sm: 240 } }}
        />
      </Stack>
      {filters.order && !ORDER_NUMBER.test(filters.order) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Type the whole order number, such as 2026-0042.
        </Alert>
      )}
      <PagedList
        query={reservations}
        noun={['reservation', 'reservations']}
        list={list}
        empty={{
          title: 'No reservations yet',
          text: 'Orders hold their stocked lines here from checkout until they ship.',
        }}
      >
        {(rows) => (
          <DataList
            label="Reservations"
            rows={rows}
            rowKey={(reservation) => reservation.id}
            title={title}
            columns={columns}
            inactive={(reservation) => reservation.state !== 'active'}
            actions={(reservation) =>
              reservation.state === 'active' ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setCancelling(reservation)}
                  aria-label={`Let go the reservation of ${reservation.amount} × ${reservation.variant.sku}${reservation.order ? ` for ${reservation.order}` : ''}`}
                >
                  Let go
                </Button>
              ) : null
            }
          />
        )}
      </PagedList>
      {cancelling && <CancelDialog reservation={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
