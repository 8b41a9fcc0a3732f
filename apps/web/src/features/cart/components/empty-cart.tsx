import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SHOP_PATH, WINGS_PATH } from '../paths';

/** An empty cart: a friendly line and the way to the wings. */
export function EmptyCart({
  onNavigate,
  headingLevel = 'h2',
}: {
  onNavigate?: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <Typography variant="h6" component={headingLevel} sx={{ mb: 1 }}>
        Your cart is empty
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Nothing in here yet. Let’s find you a wing to fly.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={WINGS_PATH} onClick={onNavigate}>
          See our wings
        </Button>
        <Button variant="outlined" component={RouterLink} to={SHOP_PATH} onClick={onNavigate}>
          Browse the shop
        </Button>
      </Box>
    </Box>
  );
}
