import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatEuro } from '@windfamily/contract/money';
import type { PromoCodePublic } from '@windfamily/contract/pricing';
import { Link as RouterLink, useParams } from 'react-router';
import { isHttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCart, useSetPromocode } from '../api';
import { promoCodeQuery } from '../api/promo-code';
import { discountLabel } from '../components/cart-totals';
import { errorMessage, notifySuccess } from '../components/notify';
import { CHECKOUT_PATH, SHOP_PATH } from '../paths';

export const PROMO_NOT_FOUND = 'This promo code does not exist or has expired.';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });
const capitalise = (slug: string) =>
  slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

/** What a code applies to: everything, or its categories and products. */
function scopeText(code: PromoCodePublic): string {
  const parts = [
    ...code.categories.map((slug) => `all ${capitalise(slug)}`),
    ...code.products.map((product) => product.name),
  ];
  return parts.length ? parts.join(', ') : 'Everything in the shop';
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Box>
    </>
  );
}

function PromoCodeDetails({ code }: { code: PromoCodePublic }) {
  const { data: cart } = useCart();
  const apply = useSetPromocode();
  const active = cart?.promocode?.toLowerCase() === code.code.toLowerCase();
  const applied = active || apply.isSuccess;

  return (
    <>
      <Typography
        sx={{ fontSize: '2.5rem', fontWeight: 800, color: 'secondary.main', lineHeight: 1.1 }}
      >
        {discountLabel(code).replace('−', '− ')}
      </Typography>
      {code.description && (
        <Typography sx={{ mt: 1, fontSize: '1.1rem' }}>{code.description}</Typography>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, my: 3 }}
      >
        <Fact label="Code">
          <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
            {code.code}
          </Box>
        </Fact>
        <Fact label="Applies to">{scopeText(code)}</Fact>
        {code.min_order_value && (
          <Fact label="Minimum order">{formatEuro(code.min_order_value)}</Fact>
        )}
        {code.valid_from && (
          <Fact label="Valid from">
            <time dateTime={code.valid_from}>{dateFormat.format(new Date(code.valid_from))}</time>
          </Fact>
        )}
        <Fact label="Valid until">
          {code.valid_until ? (
            <time dateTime={code.valid_until}>{dateFormat.format(new Date(code.valid_until))}</time>
          ) : (
            'No end date'
          )}
        </Fact>
      </Box>
      {apply.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(apply.error, 'The code could not be applied. Please try again.')}
        </Alert>
      )}
      {applied ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ color: 'success.dark', fontWeight: 600 }}>
            The code is applied to your cart.
          </Typography>
          <Button variant="contained" color="secondary" component={RouterLink} to={CHECKOUT_PATH}>
            Go to checkout
          </Button>
        </Box>
      ) : (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          disabled={apply.isPending}
          onClick={() =>
            apply.mutate(code.code, {
              onSuccess: () => notifySuccess(`Promo code ${code.code} applied to your cart.`),
            })
          }
        >
          {apply.isPending ? 'Applying…' : 'Apply to my cart'}
        </Button>
      )}
    </>
  );
}

/** /store/promocode/{slug}: what a promo code gives, and a button to use it. */
export default function PromocodePage() {
  const { slug = '' } = useParams();
  usePageTitle(`Promo code ${slug.toUpperCase()}`);
  const { data: code, isPending, error, refetch } = useQuery(promoCodeQuery(slug));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
            Promo code {code?.code ?? slug.toUpperCase()}
          </Typography>
          {isPending ? (
            <Box role="status" aria-busy="true" aria-label="Loading the promo code">
              <Skeleton variant="text" width="40%" height={56} />
              <Skeleton variant="text" />
              <Skeleton variant="rounded" height={120} sx={{ my: 2 }} />
            </Box>
          ) : code ? (
            <PromoCodeDetails code={code} />
          ) : isHttpError(error, 404) ? (
            <>
              <Typography sx={{ mb: 3 }}>{PROMO_NOT_FOUND}</Typography>
              <Button variant="contained" component={RouterLink} to={SHOP_PATH}>
                Go to the shop
              </Button>
            </>
          ) : (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(error, 'The promo code could not be loaded.')}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
