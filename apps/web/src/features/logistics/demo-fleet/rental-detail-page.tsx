import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import { RENTAL_STATE_LABELS, rentalAllows, type RentalDetail } from '@windfamily/contract/rentals';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { errorMessage } from '../../accounts';
import { OrderDialog } from '../../sales/components/order-dialog';
import { useMaySell, useRental, useRentalAction, useUpdateRental } from './api';
import { CreateOrderDialog, orderKinds } from './create-order-dialog';
import { EditRentalDialog } from './edit-rental-dialog';
import { DEMO_FLEET_PATHS } from './paths';
import { ReturnDialog } from './return-dialog';
import { SendRentalDialog } from './send-rental-dialog';
import { SHIPMENT_PATHS } from '../shipments/paths';

const PILOT_KIND_LABELS = { pilot: 'Pilot', school: 'Flight school' } as const;
const BACK = { to: DEMO_FLEET_PATHS.rentals, label: 'All rentals' };

type Dialog = 'send' | 'edit' | 'return' | 'order' | 'cancel' | 'close';

/** Asks before cancelling or closing the rental, then does it. */
function ConfirmDialog({
  rental,
  what,
  onClose,
}: {
  rental: RentalDetail;
  what: 'cancel' | 'close';
  onClose: () => void;
}) {
  const action = useRentalAction();
  const update = useUpdateRental(rental.id);
  const busy = action.isPending || update.isPending;
  const submit = async () => {
    try {
      if (what === 'cancel') await action.mutateAsync({ id: rental.id, action: 'cancel' });
      else await update.mutateAsync({ state: 'closed' });
      toast.success(what === 'cancel' ? 'The rental is cancelled.' : 'The rental is closed.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
  };
  return (
    <OrderDialog
      title={what === 'cancel' ? 'Cancel the rental?' : 'Close the rental?'}
      onClose={onClose}
      busy={busy}
      onSubmit={() => void submit()}
      submitLabel={what === 'cancel' ? 'Cancel the rental' : 'Close it'}
      closeLabel={what === 'cancel' ? 'Keep it' : 'Not yet'}
      destructive={what === 'cancel'}
    >
      <Typography>
        {what === 'cancel'
          ? `${rental.unit.serial} is free for other pilots again from ${formatDay(rental.starts_on)} to ${formatDay(rental.ends_on)}.`
          : 'Nothing more is to be done for it: its fee is settled and the wing is back in the fleet.'}
      </Typography>
    </OrderDialog>
  );
}

/** A link to an order in Sales, or a dash. */
const orderLink = (saleSequence: string | null) =>
  saleSequence ? (
    <Link component={RouterLink} to={DEMO_FLEET_PATHS.order(saleSequence)}>
      {saleSequence}
    </Link>
  ) : (
    '–'
  );

function RentalView({ rental }: { rental: RentalDetail }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const maySell = useMaySell();
  const { state, unit, pilot, shipment } = rental;
  const back = state === 'returned' || state === 'closed';
  return (
    <>
      <AdminPageHeader
        title={`Rental of ${unit.serial}`}
        back={BACK}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <span>{`${pilot.name} · ${formatDay(rental.starts_on)} to ${formatDay(rental.ends_on)}`}</span>
            <Chip component="span" size="small" label={RENTAL_STATE_LABELS[state]} />
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {rentalAllows(state, 'send') && (
              <Button variant="contained" onClick={() => setDialog('send')}>
                {shipment ? 'Hand over' : 'Send out'}
              </Button>
            )}
            {rentalAllows(state, 'return') && (
              <Button variant="contained" onClick={() => setDialog('return')}>
                Return
              </Button>
            )}
            {rentalAllows(state, 'update') && (
              <Button variant="outlined" onClick={() => setDialog('edit')}>
                Change
              </Button>
            )}
            {maySell && orderKinds(rental).length > 0 && (
              <Button variant="outlined" onClick={() => setDialog('order')}>
                Create order
              </Button>
            )}
            {rentalAllows(state, 'close') && (
              <Button variant="outlined" onClick={() => setDialog('close')}>
                Close
              </Button>
            )}
            {rentalAllows(state, 'cancel') && (
              <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                Cancel
              </Button>
            )}
          </Box>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <FormSection title="The wing">
          <Facts label="The wing">
            <Fact label="Unit">
              <Link component={RouterLink} to={DEMO_FLEET_PATHS.unit(unit.id)}>
                {unit.serial}
              </Link>
            </Fact>
            <Fact label="Model">{`${unit.model} ${unit.size}`}</Fact>
            <Fact label="Where">{unit.location}</Fact>
            <Fact label="Hours in all">{`${unit.hours_flown} h`}</Fact>
            <Fact label="Last check">
              {unit.last_check_on
                ? `${formatDay(unit.last_check_on)}, at ${unit.hours_at_last_check} h`
                : '–'}
            </Fact>
          </Facts>
        </FormSection>
        <FormSection title="The pilot">
          <Facts label="The pilot">
            <Fact label={PILOT_KIND_LABELS[pilot.kind]}>{pilot.name}</Fact>
            <Fact label="E-mail">
              <Link href={`mailto:${pilot.email}`}>{pilot.email}</Link>
            </Fact>
            <Fact label="Phone">{pilot.phone}</Fact>
            <Fact label="Address">
              {`${pilot.address}, ${pilot.zipcode} ${pilot.city}, ${pilot.country.toUpperCase()}`}
            </Fact>
          </Facts>
        </FormSection>
        <FormSection title="The rental">
          <Facts label="The rental">
            <Fact label="State">{RENTAL_STATE_LABELS[state]}</Fact>
            <Fact label="Period">{`${formatDay(rental.starts_on)} to ${formatDay(rental.ends_on)}`}</Fact>
            <Fact label="Fee">{`${formatEuro(rental.fee)} net`}</Fact>
            <Fact label="Note">{rental.note || '–'}</Fact>
            <Fact label="Booked">{formatDateTime(rental.created_at)}</Fact>
            <Fact label="Sent">{rental.sent_at ? formatDateTime(rental.sent_at) : '–'}</Fact>
            <Fact label="Parcel">
              {shipment ? (
                <Link component={RouterLink} to={SHIPMENT_PATHS.one(shipment.id)}>
                  {`${shipment.carrier}, ${shipment.tracking_number ? `tracking ${shipment.tracking_number}` : 'no tracking yet'}`}
                </Link>
              ) : (
                '–'
              )}
            </Fact>
            {rental.cancelled_at && (
              <Fact label="Cancelled">{formatDateTime(rental.cancelled_at)}</Fact>
            )}
            {rental.closed_at && <Fact label="Closed">{formatDateTime(rental.closed_at)}</Fact>}
          </Facts>
        </FormSection>
        <FormSection title="Back from the pilot">
          {back && rental.returned_on ? (
            <Facts label="Back from the pilot">
              <Fact label="Returned">{formatDay(rental.returned_on)}</Fact>
              <Fact label="Hours flown">{`${rental.hours_flown ?? 0} h`}</Fact>
              <Fact label="Condition">{rental.condition || '–'}</Fact>
              <Fact label="Checked">
                {rental.inspected ? rental.inspection_note || 'Yes' : 'Not on its return'}
              </Fact>
            </Facts>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {state === 'closed' && rental.sale_order
                ? `The pilot kept the wing, with ${rental.hours_flown ?? 0} h flown on this rental.`
                : 'Not back yet.'}
            </Typography>
          )}
        </FormSection>
        <FormSection title="Orders">
          <Facts label="Orders">
            <Fact label="Fee">{orderLink(rental.fee_order)}</Fact>
            <Fact label="Wing sold">{orderLink(rental.sale_order)}</Fact>
          </Facts>
        </FormSection>
        <FormSection title="History">
          {rental.history.length ? (
            <List aria-label="History" dense disablePadding>
              {rental.history.map((event) => (
                <ListItem key={event.id} disableGutters>
                  <ListItemText
                    primary={event.summary}
                    secondary={`${formatDateTime(event.at)}${event.by ? ` · ${event.by}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nothing yet.
            </Typography>
          )}
        </FormSection>
      </Box>
      {dialog === 'send' && <SendRentalDialog rental={rental} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && <EditRentalDialog rental={rental} onClose={() => setDialog(null)} />}
      {dialog === 'return' && <ReturnDialog rental={rental} onClose={() => setDialog(null)} />}
      {dialog === 'order' && <CreateOrderDialog rental={rental} onClose={() => setDialog(null)} />}
      {(dialog === 'cancel' || dialog === 'close') && (
        <ConfirmDialog rental={rental} what={dialog} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/**
 * /backoffice/demo-fleet/rentals/:id: one rental: the pilot, the wing (to its page in Units),
 * the period, its state and what may be done in it, the parcel, what came back, its orders
 * and its history.
 */
export default function RentalDetailPage() {
  const { id: raw = '' } = useParams();
  const id = Number(raw);
  const rental = useRental(id);
  if (rental.data) return <RentalView rental={rental.data} />;
  if (isHttpError(rental.error, 404) || isHttpError(rental.error, 400))
    return (
      <>
        <AdminPageHeader title="Rental not found" back={BACK} />
        <Alert severity="warning">{`There is no rental ${raw}.`}</Alert>
      </>
    );
  if (rental.isPending)
    return (
      <>
        <AdminPageHeader title="Rental" back={BACK} />
        <FormSkeleton cards={3} />
      </>
    );
  return (
    <>
      <AdminPageHeader title="Rental" back={BACK} />
      <AdminLoadError
        what={`Rental ${raw}`}
        error={rental.error}
        onRetry={() => void rental.refetch()}
      />
    </>
  );
}
