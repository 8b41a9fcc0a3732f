import { Alert, Link, Stack, Typography } from '@mui/material';
import type { Rental, RentalPilot } from '@windfamily/contract/rentals';
import {
  type RentalShipment,
  type Shipment,
  SHIPMENT_SERVICE_LABELS,
  SHIPMENT_STATE_LABELS,
  type ShipmentService,
} from '@windfamily/contract/shipments';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router';
import { GrowingTextField } from '../../../components/growing-text-field';
import { errorMessage } from '../../accounts';
import { OrderDialog } from '../../sales/components/order-dialog';
import { SHIPMENT_PATHS } from '../shipments/paths';
import { ServicePicker } from '../shipments/service-picker';
import { useBookRentalShipment, useHandOverRentalShipment, useRentalShipmentRates } from './api';

const addressOf = (pilot: RentalPilot) =>
  `${pilot.name}, ${pilot.address}, ${pilot.zipcode} ${pilot.city} (${pilot.country.toUpperCase()})`;

/** The booked parcel: its label to print, its tracking link, its page (where it is cancelled). */
function BookedParcel({ shipment }: { shipment: RentalShipment | Shipment }) {
  return (
    <Stack spacing={1.5}>
      <Typography>
        {`${SHIPMENT_STATE_LABELS[shipment.state]}: ${SHIPMENT_SERVICE_LABELS[shipment.service]} with ${shipment.carrier}`}
      </Typography>
      {shipment.state === 'pending' && (
        <Alert severity="info">
          The carrier is still booking it: close this and open it again in a moment.
        </Alert>
      )}
      {shipment.tracking_number && (
        <Typography>
          {'Tracking number: '}
          {shipment.tracking_url ? (
            <Link href={shipment.tracking_url} target="_blank" rel="noopener">
              {shipment.tracking_number}
            </Link>
          ) : (
            shipment.tracking_number
          )}
        </Typography>
      )}
      {shipment.label_url && (
        <Link href={shipment.label_url} target="_blank" rel="noopener">
          Print the label (PDF)
        </Link>
      )}
      <Link component={RouterLink} to={SHIPMENT_PATHS.one(shipment.id)}>
        {`Shipment #${shipment.id}, to cancel it`}
      </Link>
    </Stack>
  );
}

/**
 * Sends a booked rental's wing to its pilot: first its parcel is booked with the carrier
 * (the service, with the carrier's prices when it answers, and a note), then the dialog shows
 * the label and the tracking number, and "Handed over" (the courier took it) sends the
 * rental out. Opened again for a rental whose parcel is booked, it starts at the second step.
 */
export function SendRentalDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const [key] = useState(() => crypto.randomUUID());
  const [service, setService] = useState<ShipmentService>('standard');
  const [note, setNote] = useState('');
  const [booked, setBooked] = useState<RentalShipment | Shipment | null>(rental.shipment);
  const rates = useRentalShipmentRates(rental.id);
  const book = useBookRentalShipment(rental.id, key);
  const handOver = useHandOverRentalShipment();
  const title = `Send ${rental.unit.serial} to ${rental.pilot.name}`;

  const submitBooking = async () => {
    try {
      const shipment = await book.mutateAsync({ service, note });
      setBooked(shipment);
      toast.success(`Parcel booked: ${shipment.tracking_number ?? ''}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const submitHandOver = async (shipment: RentalShipment | Shipment) => {
    try {
      await handOver.mutateAsync(shipment.id);
      toast.success(`${rental.unit.serial} is out.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (booked)
    return (
      <OrderDialog
        title={title}
        onClose={onClose}
        busy={handOver.isPending}
        onSubmit={() => void submitHandOver(booked)}
        submitLabel="Handed over"
        submitDisabled={booked.state !== 'created'}
        closeLabel="Close"
      >
        <Stack spacing={2}>
          <Typography>{addressOf(rental.pilot)}</Typography>
          <BookedParcel shipment={booked} />
          <Typography variant="body2" color="text.secondary">
            Once the courier has the parcel, “Handed over” sends the rental out: the wing leaves the
            demo location for the pilot.
          </Typography>
        </Stack>
      </OrderDialog>
    );
  return (
    <OrderDialog
      title={title}
      onClose={onClose}
      busy={book.isPending}
      onSubmit={() => void submitBooking()}
      submitLabel="Book the parcel"
    >
      <Stack spacing={2}>
        <Typography>{addressOf(rental.pilot)}</Typography>
        <ServicePicker value={service} onChange={setService} rates={rates.data} />
        <GrowingTextField
          label="Note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          helperText="Added to the rental's note."
        />
      </Stack>
    </OrderDialog>
  );
}
