import { Box, Typography } from '@mui/material';
import type { PublicOrder } from '@windfamily/contract/orders';
import { useCountries } from '../../geo/api';

/** Where the order goes, and the phone and e-mail address its news go to. */
export function OrderAddress({ address }: { address: PublicOrder['address'] }) {
  const { data: countries } = useCountries();
  const country =
    countries?.find((entry) => entry.code === address.country)?.name ??
    address.country.toUpperCase();
  const lines = [
    address.name,
    address.attname,
    address.address,
    address.address2,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    address.state,
    country,
  ].filter(Boolean);

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
