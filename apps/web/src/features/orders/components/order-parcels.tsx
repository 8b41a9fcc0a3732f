import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import type { PublicOrder } from '@windfamily/contract/orders';
import { formatDate, parseApiDate } from '../../../lib/dates';

/** The order's parcels, each with its carrier's tracking page: how the pilot follows them. */
export function OrderParcels({ shipments }: { shipments: PublicOrder['shipments'] }) {
  if (shipments.length === 0) return null;
  return (
    <Box component="ul" aria-label="Parcels" sx={{ m: 0, mt: 2, p: 0, listStyle: 'none' }}>
      {shipments.map((shipment) => (
        <Box component="li" key={shipment.id} sx={{ mb: 1 }}>
          <Typography>
            {shipment.shipment_date
              ? `Parcel ${shipment.tracking_number ?? ''}, on its way since ${formatDate(parseApiDate(shipment.shipment_date))}`
              : `Parcel ${shipment.tracking_number ?? ''}, packed and waiting for the courier`}
          </Typography>
          {shipment.tracking_url && (
            <Link href={shipment.tracking_url} target="_blank" rel="noopener">
              Track your parcel
              <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
            </Link>
          )}
        </Box>
      ))}
    </Box>
  );
}
