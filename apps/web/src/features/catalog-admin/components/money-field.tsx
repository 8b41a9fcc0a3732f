import { InputAdornment } from '@mui/material';
import { FormTextField, type FormTextFieldProps } from '../../accounts';

/**
 * A price in euros, typed as text ("49", "49.90" or "49,90"); the form schema checks and
 * normalises it (see `moneyField`). `net` says so beside the label.
 */
export function FormMoneyField({
  net = true,
  label,
  ...props
}: Omit<FormTextFieldProps, 'type'> & { net?: boolean }) {
  return (
    <FormTextField
      {...props}
      label={net && typeof label === 'string' ? `${label} (net)` : label}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
