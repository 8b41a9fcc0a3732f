import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import { SHIPMENT_SERVICE_LABELS, type Shipment } from '@windfamily/contract/shipments';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { listUrl } from '../../../components/backoffice/use-list-params';
import { formatDateTime } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { errorMessage } from '../../accounts';
import { OrderDialog } from '../../sales/components/order-dialog';
import { useShipment, useShipmentAction } from './api';
import { SHIPMENT_PATHS } from './paths';
import { CARRIER_LABELS, linesText, ShipmentSubject } from './shipment-list-page';
import { ShipmentStateChip } from './shipment-state-chip';

/** "12 Nov 2026, 14:05 by anna@…", or a dash. */
const when = (date: string | null, by: string | null) =>
  date ? `${formatDateTime(date)}${by ? ` by ${by}` : ''}` : '–';

/** Asks before the hand-over or the cancellation, then does it. */
function ActionDialog({
  shipment,
  action,
  onClose,
}: {
  shipment: Shipment;
  action: 'ship' | 'cancel';
  onClose: () => void;
}) {
  const mutation = useShipmentAction(shipment.id, action);
  const ship = action === 'ship';
  const submit = async () => {
    try {
      await mutation.mutateAsync();
      toast.success(
        ship
          ? `Shipment #${shipment.id} is on its way: the customer gets the tracking link.`
          : `Shipment #${shipment.id} is cancelled; its label is void.`,
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
  };
  return (
    <OrderDialog
      title={ship ? `Hand over shipment #${shipment.id}?` : `Cancel shipment #${shipment.id}?`}
      onClose={onClose}
      busy={mutation.isPending}
      onSubmit={() => void submit()}
      submitLabel={ship ? 'Handed over' : 'Cancel the shipment'}
      closeLabel={ship ? 'Not yet' : 'Keep it'}
      destructive={!ship}
    >
      <Typography>
        {ship
          ? shipment.rental
            ? 'The courier has the parcel: the wing leaves the demo location and the rental is out with the pilot.'
            : 'The courier has the parcel: its units leave the stock, the order is shipped once nothing is left, and the customer gets a mail with the tracking link.'
          : shipment.rental
            ? 'The label is voided with the carrier; the rental stays booked and may book another parcel. Once the courier has the parcel it can no longer be cancelled.'
            : 'The label is voided with the carrier; its lines can be booked again. Once the courier has the parcel it can no longer be cancelled.'}
      </Typography>
    </OrderDialog>
  );
}

function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const waiting = shipment.state === 'created';
  return (
    <>
      <AdminPageHeader
        title={`Shipment #${shipment.id}`}
        back={{ to: listUrl(SHIPMENT_PATHS.list), label: 'All shipments' }}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <span>
              {`${shipment.order ? `Order ${shipment.order}` : `Demo rental #${shipment.rental?.id ?? ''}`} · ${shipment.name}`}
            </span>
            <ShipmentStateChip state={shipment.state} />
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {shipment.label_url && (
              <Button
                variant="outlined"
                href={shipment.label_url}
                download
                startIcon={<FileDownloadOutlinedIcon />}
              >
                Label (PDF)
              </Button>
            )}
            {waiting && (
              <>
                <Button variant="contained" onClick={() => setDialog('ship')}>
                  Handed over
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                  Cancel
                </Button>
              </>
            )}
          </Box>
        }
      />
      {shipment.last_error && shipment.state !== 'shipped' && shipment.state !== 'cancelled' && (
        <Alert severity={shipment.state === 'failed' ? 'error' : 'warning'} sx={{ mb: 2 }}>
          {`The carrier said: ${shipment.last_error}`}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <FormSection title="Contents">
          {shipment.rental && <Typography>{linesText(shipment)}</Typography>}
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
            {shipment.lines.map((line) => (
              <li key={line.id}>
                <Typography>{`${line.amount} × ${line.name}`}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {line.sku}
                </Typography>
              </li>
            ))}
          </Stack>
        </FormSection>
        <FormSection title="Carrier">
          <Facts label="The shipment">
            <Fact label={shipment.order ? 'Order' : 'Demo rental'}>
              <ShipmentSubject shipment={shipment} />
            </Fact>
            <Fact label="Carrier">
              {`${CARRIER_LABELS[shipment.carrier] ?? shipment.carrier}, ${SHIPMENT_SERVICE_LABELS[shipment.service]}`}
            </Fact>
            <Fact label="Tracking">
              {shipment.tracking_url ? (
                <Link href={shipment.tracking_url} target="_blank" rel="noopener">
                  {shipment.tracking_number}
                  <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
                </Link>
              ) : (
                '–'
              )}
            </Fact>
            <Fact label="Weight">{`${(shipment.weight_grams / 1000).toLocaleString('en-GB')} kg`}</Fact>
            <Fact label="Price">{shipment.price ? formatEuro(shipment.price) : '–'}</Fact>
            <Fact label="Customs">{shipment.customs_declared ? 'Declared' : 'Not needed'}</Fact>
            <Fact label="Booked">{when(shipment.created_date, shipment.created_by)}</Fact>
            <Fact label="Handed over">{when(shipment.shipment_date, shipment.shipped_by)}</Fact>
            {shipment.cancelled_date && (
              <Fact label="Cancelled">{when(shipment.cancelled_date, shipment.cancelled_by)}</Fact>
            )}
          </Facts>
        </FormSection>
      </Box>
      {dialog && (
        <ActionDialog shipment={shipment} action={dialog} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/** /backoffice/shipments/:id: one shipment, its label, its hand-over or cancellation. */
export default function ShipmentDetailPage() {
  const { id: raw = '' } = useParams();
  const id = Number(raw);
  const shipment = useShipment(id);
  const back = { to: listUrl(SHIPMENT_PATHS.list), label: 'All shipments' };
  if (shipment.data) return <ShipmentDetail shipment={shipment.data} />;
  if (isHttpError(shipment.error, 404) || isHttpError(shipment.error, 400))
    return (
      <>
        <AdminPageHeader title="Shipment not found" back={back} />
        <Alert severity="warning">{`There is no shipment ${raw}.`}</Alert>
      </>
    );
  if (shipment.isPending)
    return (
      <>
        <AdminPageHeader title={`Shipment #${id}`} back={back} />
        <FormSkeleton cards={2} />
      </>
    );
  return (
    <>
      <AdminPageHeader title={`Shipment #${id}`} back={back} />
      <AdminLoadError
        what={`Shipment #${id}`}
        error={shipment.error}
        onRetry={() => void shipment.refetch()}
      />
    </>
  );
}
