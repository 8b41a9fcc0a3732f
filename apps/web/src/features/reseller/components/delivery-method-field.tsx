import { FormControl, FormControlLabel, FormHelperText, Radio, RadioGroup } from '@mui/material';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS } from '@windfamily/contract/pricing';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { OrderFormValues } from './order-form-values';

/** How the order reaches the customer; the preview prices it for the customer's country. */
export function DeliveryMethodField({ labelledBy }: { labelledBy: string }) {
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ name: 'delivery_method', control });
  const errorId = useId();
  return (
    <FormControl error={fieldState.invalid} component="div" sx={{ width: '100%' }}>
      <RadioGroup
        aria-labelledby={labelledBy}
        aria-describedby={fieldState.error ? errorId : undefined}
        name={field.name}
        value={field.value}
        onChange={(_event, value) => field.onChange(value)}
        onBlur={field.onBlur}
      >
        {DELIVERY_METHODS.map((method, index) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            label={DELIVERY_METHOD_LABELS[method]}
            sx={{
              mx: 0,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              border: 1,
              borderColor: field.value === method ? 'primary.main' : 'divider',
              '& + &': { mt: 1 },
            }}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
