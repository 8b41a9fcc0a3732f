import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { Cart } from '@windfamily/contract/cart';
import { formatEuro } from '@windfamily/contract/money';
import type { DeliveryMethod } from '@windfamily/contract/pricing';
import { useUpdateCart } from '../api';
import { CART_UPDATE_FAILED, errorMessage, notifyError } from './notify';

/**
 * The delivery methods offered to the cart's country, with their gross prices; choosing one
 * goes to the cart, whose answer carries the new shipping and totals.
 */
export function DeliveryMethods({ cart, labelledBy }: { cart: Cart; labelledBy: string }) {
  const update = useUpdateCart();
  const choose = (method: DeliveryMethod) => {
    if (method === cart.delivery_method || update.isPending) return;
    update.mutate(
      { delivery_method: method },
      {
        onSuccess: (result) => {
          if (!result.success) notifyError(result.error.publicMessage || CART_UPDATE_FAILED);
        },
        onError: (error) => notifyError(errorMessage(error, CART_UPDATE_FAILED)),
      },
    );
  };
  const selected =
    update.isPending && update.variables.delivery_method
      ? update.variables.delivery_method
      : cart.delivery_method;

  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      aria-busy={update.isPending || undefined}
      name="delivery_method"
      value={selected}
      onChange={(_event, value) => choose(value as DeliveryMethod)}
    >
      {cart.shipping_options.map((option) => (
        <FormControlLabel
          key={option.code}
          value={option.code}
          control={<Radio />}
          sx={{
            mx: 0,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            border: 1,
            borderColor: selected === option.code ? 'primary.main' : 'divider',
            '& + &': { mt: 1 },
            '& .MuiFormControlLabel-label': { flex: 1 },
          }}
          label={
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{option.name}</span>
              <Typography
                component="span"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatEuro(option.price)}
              </Typography>
            </Box>
          }
        />
      ))}
    </RadioGroup>
  );
}
