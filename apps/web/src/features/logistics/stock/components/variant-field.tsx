import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { StockVariant, VariantLevels } from '@windfamily/contract/logistics';
import { useState } from 'react';
import { useTypedSearch } from '../../../../components/backoffice/use-typed-search';
import { useLevels } from '../api';

/** Units of a variant at the places its levels name. */
const unitsOf = (row: VariantLevels) => row.levels.reduce((sum, level) => sum + level.quantity, 0);

/**
 * Picks a stocked variant, found on the server by SKU or name as it is typed. With
 * `locationId`, only variants with units there are offered, each with how many.
 */
export function VariantField({
  label = 'Variant',
  value,
  onChange,
  locationId,
  error,
  helperText,
  size,
  required,
  autoFocus,
  sx,
}: {
  label?: string;
  value: StockVariant | null;
  onChange: (variant: StockVariant | null) => void;
  locationId?: number;
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  autoFocus?: boolean;
  sx?: object;
}) {
  const [open, setOpen] = useState(false);
  const { search, onInputChange } = useTypedSearch();
  const filters: Record<string, string> = { search };
  if (locationId !== undefined) filters.location = String(locationId);
  const levels = useLevels(1, filters, open);
  const rows = levels.data?.results ?? [];
  const units = new Map(rows.map((row) => [row.variant.id, unitsOf(row)]));

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={rows.map((row) => row.variant)}
      value={value}
      onChange={(_, variant) => onChange(variant)}
      onInputChange={onInputChange}
      filterOptions={(options) => options}
      getOptionLabel={(variant) => `${variant.sku} · ${variant.name}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={levels.isFetching}
      loadingText="Looking for the variants…"
      noOptionsText={
        levels.isError
          ? 'The variants could not be loaded.'
          : locationId !== undefined
            ? 'No variant with units there matches.'
            : 'No stocked variant matches.'
      }
      size={size}
      sx={sx}
      renderOption={({ key, ...props }, variant) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
            <span>
              {variant.name}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {variant.sku}
              </Typography>
            </span>
            {locationId !== undefined && (
              <Typography component="span" variant="body2" color="text.secondary">
                {`${units.get(variant.id) ?? 0} there`}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
          placeholder="SKU or name"
        />
      )}
    />
  );
}
