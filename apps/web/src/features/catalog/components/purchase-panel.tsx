import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PaletteIcon from '@mui/icons-material/Palette';
import { Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import type { ProductDetail, Variant } from '@windfamily/contract/catalog';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PriceTag } from '../../cart';
import { AmountField } from './amount-field';
import { isPurchasable, maxAmountOf } from './availability';
import { AvailabilityLabel } from './availability-label';
import { GoodieOffer } from './goodie-offer';
import { SizeAdvisor } from './size-advisor';
import { sizeNameOf } from './size-advice';
import { useAddToCartAction } from './use-add-to-cart-action';
import { VariantPicker } from './variant-picker';
import { defaultSelection, findVariant, selectVariant, type Selection } from './variant-selection';

/** Goodies come at their reduced price together with a wing. */
const WINGS = 'wings';

export const colorPickerPath = (slug: string) => `/colorpicker/picker/${slug}`;

/**
 * Everything needed to buy a product: the selected variant's price for the visitor's country
 * (with the country popup and the VAT note), its availability, the option pickers, for wings
 * the size advisor, the goodie offer and the colour picker link, the amount and Add to cart.
 * The product page and the promo page share it.
 */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const [selection, setSelection] = useState<Selection>(() => defaultSelection(product));
  const [amount, setAmount] = useState(1);
  const [goodieId, setGoodieId] = useState<number | null>(null);
  const { add, pending } = useAddToCartAction();

  const variant = findVariant(product, selection) ?? product.variants[0];
  const isWing = product.category === WINGS;
  const hasWeightRanges = product.variants.some((v) => v.weight_range !== null);
  const purchasable = variant !== undefined && isPurchasable(variant.availability);
  const max = variant ? maxAmountOf(variant.availability) : 0;
  const shownAmount = Math.min(amount, Math.max(max, 1));

  const choose = (next: Variant) => setSelection(selectVariant(product, next));
  const submit = () => {
    if (!variant || !purchasable) return;
    add({
      amount: shownAmount,
      product_variant: variant.id,
      goodie_id: isWing ? goodieId : null,
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        {variant ? (
          <PriceTag price={variant.price} pricing={product.pricing} size="large" />
        ) : (
          <Typography color="text.secondary">Currently not available</Typography>
        )}
        {variant && <AvailabilityLabel availability={variant.availability} sx={{ mt: 1.5 }} />}
      </Box>

      {isWing && hasWeightRanges && (
        <SizeAdvisor
          variants={product.variants}
          selectedSize={variant ? sizeNameOf(variant) : undefined}
          onChoose={choose}
        />
      )}

      {product.option_names.length > 0 && (
        <VariantPicker product={product} selection={selection} onChange={setSelection} />
      )}

      {isWing && <GoodieOffer value={goodieId} onChange={setGoodieId} />}

      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'stretch', flexWrap: 'wrap' }}>
        <AmountField value={shownAmount} max={max} onChange={setAmount} disabled={!purchasable} />
        <Button
          variant="contained"
          color="secondary"
          size="large"
          onClick={submit}
          disabled={!purchasable || pending}
          aria-busy={pending || undefined}
          startIcon={
            pending ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <AddShoppingCartIcon />
            )
          }
          sx={{ flex: '1 1 200px', minHeight: 48, fontSize: '1rem', fontWeight: 700 }}
        >
          {pending
            ? 'Adding…'
            : purchasable
              ? 'Add to cart'
              : variant?.availability.status === 'sold_out'
                ? 'Sold out'
                : 'Not available'}
        </Button>
      </Box>

      {product.customizable && (
        <>
          <Divider />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 220px' }}>
              Every wing is sewn to order: design its colours in our colour picker.
            </Typography>
            <Button
              component={RouterLink}
              to={colorPickerPath(product.slug)}
              variant="outlined"
              startIcon={<PaletteIcon />}
            >
              Customize the colours
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
