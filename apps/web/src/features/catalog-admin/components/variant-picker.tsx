import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { Ref } from 'react';
import { formatEuro } from '@windfamily/contract/money';
import type { VariantChoice } from './variant-choices';

interface VariantPickerProps {
  label: string;
  choices: VariantChoice[];
  value: VariantChoice | null;
  onChange: (choice: VariantChoice | null) => void;
  /** Variants that cannot be chosen (e.g. already in the list). */
  disabledIds?: Set<number>;
  error?: string;
  helperText?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  loading?: boolean;
}

/** Search a variant by product, variant name or SKU; the options show SKU and net price. */
export function VariantPicker({
  label,
  choices,
  value,
  onChange,
  disabledIds,
  error,
  helperText,
  onBlur,
  inputRef,
  size,
  loading,
}: VariantPickerProps) {
  return (
    <Autocomplete
      options={choices}
      value={value}
      onChange={(_, choice) => onChange(choice)}
      onBlur={onBlur}
      size={size}
      loading={loading}
      loadingText="Loading the products…"
      groupBy={(choice) => choice.productName}
      getOptionLabel={(choice) => choice.label}
      getOptionDisabled={(choice) => disabledIds?.has(choice.id) ?? false}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(options, { inputValue }) => {
        const words = inputValue.toLowerCase().split(/\s+/).filter(Boolean);
        return options.filter((choice) => {
          const text = `${choice.label} ${choice.variant.sku}`.toLowerCase();
          return words.every((word) => text.includes(word));
        });
      }}
      renderOption={({ key, ...props }, choice) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
            <span>
              {choice.variant.name}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {choice.variant.sku}
              </Typography>
            </span>
            <Typography component="span" variant="body2" color="text.secondary">
              {formatEuro(choice.variant.net_price)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          inputRef={inputRef}
        />
      )}
    />
  );
}
