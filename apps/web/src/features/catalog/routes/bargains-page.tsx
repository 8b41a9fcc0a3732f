import { Box, Container, Link, Skeleton } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCart } from '../../cart';
import { useSecondhand } from '../api';
import { BargainCard } from '../components/bargain-card';
import { EmptyState, LoadError } from '../../../components/load-states';
import { PageHeader } from '../components/page-header';
import { useAddToCartAction } from '../components/use-add-to-cart-action';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** /store/bargains: second-hand wings, each one of a kind. */
export default function BargainsPage() {
  usePageTitle('Bargains');
  const bargains = useSecondhand();
  const { data: cart } = useCart();
  const { add, pending } = useAddToCartAction();
  const [adding, setAdding] = useState<number | null>(null);
  const inCart = new Set(cart?.items.map((item) => item.product_variant));

  return (
    <>
      <PageHeader
        title="Bargains"
        intro="Second-hand wings from our school, demo pool and customers: checked and trimmed in our workshop, ready to fly."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {bargains.isPending ? (
          <Box sx={gridSx} role="status" aria-label="Loading bargains">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" sx={{ height: 520 }} />
            ))}
          </Box>
        ) : bargains.isError ? (
          <LoadError what="the bargains" onRetry={() => void bargains.refetch()} />
        ) : bargains.data.items.length === 0 ? (
          <EmptyState title="No bargains right now">
            Second-hand wings come and go quickly. Have a look at our{' '}
            <Link component={RouterLink} to="/store/categories/wings">
              new wings
            </Link>{' '}
            or come back soon.
          </EmptyState>
        ) : (
          <Box component="ul" sx={gridSx} aria-label="Second-hand wings">
            {bargains.data.items.map((bargain, index) => (
              <li key={bargain.id}>
                <BargainCard
                  bargain={bargain}
                  pricing={bargains.data.pricing}
                  inCart={inCart.has(bargain.product_variant)}
                  pending={pending && adding === bargain.id}
                  priority={index < 3}
                  onAdd={() => {
                    setAdding(bargain.id);
                    add({ amount: 1, product_variant: bargain.product_variant, goodie_id: null });
                  }}
                />
              </li>
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
