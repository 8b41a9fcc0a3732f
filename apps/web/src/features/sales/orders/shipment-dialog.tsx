import {
  Alert,
  Checkbox,
  FormControlLabel,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { StaffOrder } from '@windfamily/contract/orders';
import { MAX_PARCEL_GRAMS, type ShipmentService } from '@windfamily/contract/shipments';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useCreateShipment, useShipmentRates } from '../../logistics/shipments/api';
import { ServicePicker } from '../../logistics/shipments/service-picker';
import { OrderDialog, useOrderWriteErrors } from '../components/order-dialog';

/** What each line has left to ship: ordered less what the order's shipments carry. */
export function linesLeft(order: StaffOrder) {
  return order.items
    .map((item) => ({
      item,
      left:
        item.amount -
        order.shipments
          .flatMap((shipment) => shipment.lines)
          .filter((line) => line.order_item_id === item.id)
          .reduce((sum, line) => sum + line.amount, 0),
    }))
    .filter((line) => line.left > 0);
}

/** A parcel's weight as typed (kilograms, a comma or a point), in grams; NaN when it is not one. */
const gramsOf = (kilos: string) => Math.round(Number(kilos.replace(',', '.')) * 1000);

/**
 * Books a shipment of the order: the service (with the carrier's price, when it answers
 * rates), the lines and how many of each (all that is left by default), the parcel's weight.
 * The dialog's key goes with each try, so that a retry never books a second label.
 */
export function ShipmentDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const left = linesLeft(order);
  const [key] = useState(() => crypto.randomUUID());
  const [service, setService] = useState<ShipmentService>('standard');
  const [kilos, setKilos] = useState('6');
  const [amounts, setAmounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(left.map(({ item, left: units }) => [item.id, units])),
  );
  const grams = gramsOf(kilos);
  const weightOk = Number.isFinite(grams) && grams >= 100 && grams <= MAX_PARCEL_GRAMS;
  const rates = useShipmentRates(order.sale_sequence, weightOk ? grams : 0, weightOk);
  const create = useCreateShipment(order.sale_sequence, key);
  const onError = useOrderWriteErrors(order.sale_sequence, onClose);
  const navigate = useNavigate();
  const chosen = left.filter(({ item }) => (amounts[item.id] ?? 0) > 0);

  const submit = async () => {
    try {
      const shipment = await create.mutateAsync({
        service,
        payload: {
          weight_grams: grams,
          lines: chosen.map(({ item }) => ({ order_item_id: item.id, amount: amounts[item.id]! })),
        },
      });
      toast.success(`Shipment #${shipment.id} booked: ${shipment.tracking_number ?? ''}`);
      onClose();
      void navigate(`/backoffice/shipments/${shipment.id}`);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <OrderDialog
      title={`Create a shipment of order ${order.sale_sequence}`}
      onClose={onClose}
      busy={create.isPending}
      onSubmit={() => void submit()}
      submitLabel="Book the shipment"
      submitDisabled={!weightOk || chosen.length === 0}
    >
      <Stack spacing={2}>
        <ServicePicker value={service} onChange={setService} rates={rates.data} />
        <Typography variant="subtitle2" component="h3">
          Lines
        </Typography>
        {left.length === 0 && <Alert severity="info">Everything is shipped or booked.</Alert>}
        {left.map(({ item, left: units }) => (
          <Stack key={item.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              sx={{ flex: 1, minWidth: 0 }}
              control={
                <Checkbox
                  checked={(amounts[item.id] ?? 0) > 0}
                  onChange={(event) =>
                    setAmounts((before) => ({
                      ...before,
                      [item.id]: event.target.checked ? units : 0,
                    }))
                  }
                />
              }
              label={item.long_name}
            />
            <TextField
              type="number"
              size="small"
              label="Units"
              value={amounts[item.id] ?? 0}
              onChange={(event) =>
                setAmounts((before) => ({
                  ...before,
                  [item.id]: Math.max(
                    0,
                    Math.min(units, Math.floor(Number(event.target.value) || 0)),
                  ),
                }))
              }
              slotProps={{
                htmlInput: { min: 0, max: units, 'aria-label': `Units of ${item.long_name}` },
              }}
              sx={{ width: 96 }}
            />
          </Stack>
        ))}
        <TextField
          label="Parcel weight"
          value={kilos}
          onChange={(event) => setKilos(event.target.value)}
          error={!weightOk}
          helperText={
            weightOk ? 'With the packaging.' : `From 0.1 to ${MAX_PARCEL_GRAMS / 1000} kg.`
          }
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
          sx={{ maxWidth: 200 }}
        />
      </Stack>
    </OrderDialog>
  );
}
