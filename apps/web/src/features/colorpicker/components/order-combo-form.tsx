import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import {
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import type { Variant } from '@windfamily/contract/catalog';
import { useState } from 'react';
import { PriceTag } from '../../cart';
import { useAddToCartAction, useProduct } from '../../catalog';

const orderable = (variant: Variant) =>
  variant.availability.status === 'made_to_order' || variant.availability.status === 'in_stock';

const sizeText = (variant: Variant) =>
  orderable(variant)
    ? variant.name
    : `${variant.name} (${variant.availability.status === 'sold_out' ? 'sold out' : 'not available'})`;

/**
 * A wing in a saved combo's colours: the size (the model's variants, priced for the
 * visitor's country) and Add to cart, which puts the line in the cart with the combo; the
 * cart drawer opens as for any addition.
 */
export function OrderComboForm({
  productSlug,
  comboSlug,
}: {
  productSlug: string;
  comboSlug: string;
}) {
  const product = useProduct(productSlug);
  const { add, pending } = useAddToCartAction();
  const [chosen, setChosen] = useState<number | null>(null);

  if (product.isPending) {
    return (
      <Box role="status" aria-label="Loading the sizes">
        <Skeleton variant="rounded" height={40} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  }
  if (!product.data) {
    return (
      <Typography color="text.secondary">
        We could not load the sizes of this wing. Please reload the page to order it.
      </Typography>
    );
  }

  const variants = product.data.variants;
  const variant = variants.find((candidate) => candidate.id === chosen) ?? variants.find(orderable);
  const canOrder = variant !== undefined && orderable(variant);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        label="Size"
        value={variant?.id ?? ''}
        onChange={(event) => setChosen(Number(event.target.value))}
        sx={{ maxWidth: 240 }}
      >
        {variants.map((option) => (
          <MenuItem key={option.id} value={option.id} disabled={!orderable(option)}>
            {sizeText(option)}
          </MenuItem>
        ))}
      </TextField>
      {variant && canOrder && <PriceTag price={variant.price} pricing={product.data.pricing} />}
      <Button
        variant="contained"
        color="secondary"
        size="large"
        disabled={!canOrder || pending}
        aria-busy={pending || undefined}
        onClick={() =>
          variant &&
          add({
            amount: 1,
            product_variant: variant.id,
            color_combo_slug: comboSlug,
            goodie_id: null,
          })
        }
        startIcon={
          pending ? (
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          ) : (
            <AddShoppingCartIcon />
          )
        }
        sx={{ alignSelf: 'flex-start', minHeight: 48, fontWeight: 700 }}
      >
        {pending ? 'Adding…' : canOrder ? 'Add to cart' : 'Not available'}
      </Button>
    </Box>
  );
}
