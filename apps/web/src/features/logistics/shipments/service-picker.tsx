import { Alert, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import {
  SHIPMENT_SERVICE_LABELS,
  SHIPMENT_SERVICES,
  type ShipmentRates,
  type ShipmentService,
} from '@windfamily/contract/shipments';

/**
 * The carrier's service of a parcel being booked, each with its price and transit days when
 * the carrier answered rates; says so when it could not, or gave none for the chosen one.
 * The booking dialogs of an order's parcels and of a demo rental's wing share it.
 */
export function ServicePicker({
  value,
  onChange,
  rates,
}: {
  value: ShipmentService;
  onChange: (service: ShipmentService) => void;
  /** The carrier's answer; undefined while it loads. */
  rates: ShipmentRates | undefined;
}) {
  const priceOf = (code: ShipmentService) => rates?.rates.find((rate) => rate.service === code);
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        Service
      </Typography>
      <RadioGroup
        aria-label="Service"
        value={value}
        onChange={(event) => onChange(event.target.value as ShipmentService)}
      >
        {SHIPMENT_SERVICES.map((code) => {
          const rate = priceOf(code);
          return (
            <FormControlLabel
              key={code}
              value={code}
              control={<Radio />}
              label={
                rate
                  ? `${SHIPMENT_SERVICE_LABELS[code]}: ${formatEuro(rate.price)}, ${rate.transit_days} working day${rate.transit_days === 1 ? '' : 's'}`
                  : SHIPMENT_SERVICE_LABELS[code]
              }
            />
          );
        })}
      </RadioGroup>
      {rates?.rates_error && <Alert severity="info">{`No prices now: ${rates.rates_error}`}</Alert>}
      {rates && !rates.rates_error && !priceOf(value) && (
        <Alert severity="warning">
          The carrier gave no price for this service to this destination: it may refuse it.
        </Alert>
      )}
    </Stack>
  );
}
