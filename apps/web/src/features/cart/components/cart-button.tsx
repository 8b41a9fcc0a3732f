import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Box, IconButton } from '@mui/material';
import { Suspense } from 'react';
import { useCart } from '../api';
import { badgeText, cartButtonLabel } from './cart-badge';
import { useCartDrawer } from './use-cart-drawer';
import { lazy } from '../../../lib/lazy';

// The drawer (MUI's modal machinery, the lines, the stepper) loads on first use.
const LazyCartDrawer = lazy(() => import('./cart-drawer'));
const preloadDrawer = () => void import('./cart-drawer');

const DRAWER_ID = 'cart-drawer';

/**
 * The navbar's cart icon with the item-count badge; it opens the cart drawer. On the checkout
 * page, where the drawer never opens, it takes the visitor to the top of the page (the cart).
 */
export function CartButton() {
  const { data: cart } = useCart();
  const count = cart?.item_count ?? 0;
  const drawer = useCartDrawer(cart?.item_count);
  const badge = badgeText(count);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={cartButtonLabel(count)}
        aria-haspopup={drawer.onCheckout ? undefined : 'dialog'}
        aria-expanded={drawer.onCheckout ? undefined : drawer.open}
        aria-controls={drawer.open ? DRAWER_ID : undefined}
        onClick={() =>
          drawer.onCheckout ? window.scrollTo({ top: 0, behavior: 'smooth' }) : drawer.show()
        }
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
      >
        <ShoppingCartOutlinedIcon sx={{ fontSize: 28 }} />
        {badge && (
          <Box
            component="span"
            aria-hidden="true"
            data-testid="cart-badge"
            sx={{
              position: 'absolute',
              top: 2,
              right: 0,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
              boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.9)',
            }}
          >
            {badge}
          </Box>
        )}
      </IconButton>
      {drawer.used && (
        <Suspense fallback={null}>
          <LazyCartDrawer id={DRAWER_ID} open={drawer.open} onClose={drawer.close} />
        </Suspense>
      )}
    </>
  );
}
