import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Drawer,
  IconButton,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCart } from '../api';
import { CHECKOUT_PATH } from '../paths';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CountryPriceButton } from './country-price-button';
import { EmptyCart } from './empty-cart';

export interface CartDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The cart drawer (SPEC.md section 2), from the right: the lines with their steppers, the
 * totals with the country of the prices, and the way to the checkout. Escape, the backdrop and
 * the close button close it; MUI's Drawer keeps the focus inside and returns it afterwards.
 */
export default function CartDrawer({ id, open, onClose }: CartDrawerProps) {
  const { data: cart, isPending, refetch } = useCart();
  const titleId = useId();
  const count = cart?.item_count ?? 0;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Your cart
          {count > 0 && (
            <Typography component="span" color="text.secondary">
              {` (${count} ${count === 1 ? 'item' : 'items'})`}
            </Typography>
          )}
        </Typography>
        <IconButton aria-label="Close cart" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>

      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
          <CircularProgress aria-label="Loading the cart" />
        </Box>
      ) : !cart ? (
        <Box sx={{ p: 2 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            The cart could not be loaded.
          </Alert>
        </Box>
      ) : cart.items.length === 0 ? (
        <EmptyCart onNavigate={onClose} headingLevel="h3" />
      ) : (
        <>
          <Box
            component="ul"
            aria-label="Cart lines"
            sx={{ flex: 1, overflowY: 'auto', m: 0, px: 2, py: 0 }}
          >
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} compact onNavigate={onClose} />
            ))}
          </Box>
          <Box
            component="footer"
            sx={{ px: 2, pt: 1.5, pb: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Prices for
              </Typography>
              <CountryPriceButton />
            </Box>
            <CartTotals cart={cart} />
            <Button
              component={RouterLink}
              to={CHECKOUT_PATH}
              onClick={onClose}
              variant="contained"
              color="secondary"
              size="large"
              fullWidth
              sx={{ mt: 1.5 }}
            >
              Go to checkout
            </Button>
            <Button onClick={onClose} fullWidth sx={{ mt: 0.5 }}>
              Continue shopping
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}
