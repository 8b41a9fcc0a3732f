import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { OrderPermissions, StaffOrder } from '@windfamily/contract/orders';
import { SHIPMENT_SERVICE_LABELS } from '@windfamily/contract/shipments';
import { Link as RouterLink } from 'react-router';
import { FormSection } from '../../../components/backoffice/form-section';
import { formatDay } from '../../../lib/dates';
import { ShipmentStateChip } from '../../logistics/shipments/shipment-state-chip';
import { ActionButton } from './action-button';

/**
 * The order's parcels booked or on their way, each with its tracking link and its page in the
 * Shipments section, and the button that books one.
 */
export function ShipmentsCard({
  order,
  rules,
  onCreate,
}: {
  order: StaffOrder;
  rules: OrderPermissions['actions'] | undefined;
  onCreate: () => void;
}) {
  const nameOf = (itemId: number) =>
    order.items.find((item) => item.id === itemId)?.long_name ?? 'A line';
  return (
    <FormSection
      title="Shipments"
      actions={
        <ActionButton
          rule={rules?.create_shipment}
          variant="outlined"
          size="small"
          onClick={onCreate}
        >
          Create shipment
        </ActionButton>
      }
    >
      {order.shipments.length === 0 ? (
        <Typography color="text.secondary">Nothing is booked with the carrier yet.</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {order.shipments.map((shipment) => (
            <Box component="li" key={shipment.id} aria-label={`Shipment #${shipment.id}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Link component={RouterLink} to={`/backoffice/shipments/${shipment.id}`}>
                  {`Shipment #${shipment.id}`}
                </Link>
                <ShipmentStateChip state={shipment.state} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[
                  SHIPMENT_SERVICE_LABELS[shipment.service],
                  shipment.shipment_date
                    ? `handed over ${formatDay(shipment.shipment_date)}`
                    : `booked ${formatDay(shipment.created_date)}`,
                  shipment.lines
                    .map((line) => `${line.amount} × ${nameOf(line.order_item_id)}`)
                    .join(', '),
                ].join(' · ')}
              </Typography>
              {shipment.tracking_url && (
                <Link href={shipment.tracking_url} target="_blank" rel="noopener" variant="body2">
                  {`Track ${shipment.tracking_number ?? ''}`}
                  <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
                </Link>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
