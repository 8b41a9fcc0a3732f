import { Alert, Box, Button, Container, Paper, Skeleton, Typography } from '@mui/material';
import type { Cart } from '@windfamily/contract/cart';
import { useCallback, useState } from 'react';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCart } from '../api';
import { CartLine } from '../components/cart-line';
import { CartTotals } from '../components/cart-totals';
import { CheckoutFormSkeleton } from '../components/checkout-form-skeleton';
import { SectionCard } from '../../../components/section-card';
import { CountryPriceButton } from '../components/country-price-button';
import { DeliveryMethods } from '../components/delivery-methods';
import { EmptyCart } from '../components/empty-cart';
import { lazy } from '../../../lib/lazy';

// The promo code field loads beside the page, not with it.
const LazyPromoCodeField = lazy(() =>
  import('../components/promo-code-field').then((m) => ({ default: m.PromoCodeField })),
);
// So do the address, payment and order steps, with the form libraries.
const LazyCheckoutForm = lazy(() => import('../components/checkout-form'));

function CheckoutSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the cart" sx={layout}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={180} />
      </Box>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/** Mobile: one column; desktop: the lines left, the summary right (sticky). */
const layout = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
} as const;

function CheckoutContent({ cart }: { cart: Cart }) {
  // The order step's consents and button go under the summary (see CheckoutForm). Their node
  // exists from the first render: a node known only once the page is mounted would render
  // the whole page a second time, at once, in the same task as the first.
  const [orderSlot] = useState(() => document.createElement('div'));
  const holdOrderSlot = useCallback(
    (container: HTMLElement | null) => {
      container?.appendChild(orderSlot);
      return () => orderSlot.remove();
    },
    [orderSlot],
  );
  return (
    <Box sx={layout}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard id="checkout-cart" title="Your cart">
          <Box component="ul" aria-label="Cart lines" sx={{ m: 0, p: 0 }}>
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </Box>
        </SectionCard>
        <SectionCard id="checkout-delivery" title="Delivery">
          <DeliveryMethods cart={cart} labelledBy="checkout-delivery" />
        </SectionCard>
        <AfterFirstPaint fallback={<CheckoutFormSkeleton orderSlot={orderSlot} />}>
          <LazyCheckoutForm cart={cart} orderSlot={orderSlot} />
        </AfterFirstPaint>
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, display: 'grid', gap: 3 }}>
        <SectionCard id="checkout-summary" title="Summary">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <Typography variant="body2" color="text.secondary">
              Prices for
            </Typography>
            <CountryPriceButton disabled />
          </Box>
          <Box sx={{ mb: 2 }}>
            <AfterFirstPaint fallback={<Skeleton variant="rounded" height={40} />}>
              <LazyPromoCodeField cart={cart} />
            </AfterFirstPaint>
          </Box>
          <CartTotals cart={cart} />
        </SectionCard>
        <div ref={holdOrderSlot} />
      </Box>
    </Box>
  );
}

/**
 * /store/checkout: the cart's lines, delivery, the address, comment and payment, the promo
 * code and totals, and the order button.
 */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { data: cart, isPending, refetch } = useCart();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, mb: { xs: 2, md: 3 } }}
      >
        Checkout
      </Typography>
      {isPending ? (
        <CheckoutSkeleton />
      ) : !cart ? (
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
      ) : cart.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyCart />
        </Paper>
      ) : (
        <CheckoutContent cart={cart} />
      )}
    </Container>
  );
}
