import { Box, Typography } from '@mui/material';
import type { PublicOrder } from '@windfamily/contract/orders';
import { useAddressLines } from './address-lines';

/** Where the order goes, and the phone and e-mail address its news go to. */
export function OrderAddress({ address }: { address: PublicOrder['address'] }) {
  const lines = [address.name, ...useAddressLines(address)];

  return (
    <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      {lines.map((line, index) => (
        <Typography key={index} sx={{ fontWeight: index === 0 ? 600 : 400 }}>
          {line}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {address.phone}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {address.email}
      </Typography>
    </Box>
  );
}
