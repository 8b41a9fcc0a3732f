import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { OrderLineToMake, VariantToMake } from '@windfamily/contract/production';
import { useState } from 'react';
import { useTypedSearch } from '../../../components/backoffice/use-typed-search';
import { useOrderLinesToMake, useVariantsToMake } from './api';

interface PickerProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The colours of an order line in a few words: the combo's name, else the standard ones. */
const colorsOf = (line: OrderLineToMake) => line.colors?.name ?? 'standard colours';

/** "WF-1042 · Paula Pilot · Joy M · Sunset" */
export const orderLineLabel = (line: OrderLineToMake) =>
  `${line.order} · ${line.customer} · ${line.variant.product_name} ${line.size} · ${colorsOf(line)}`;

/**
 * Picks an order line waiting for production, found on the server by order number or customer
 * as it is typed: each shows its order, customer, model, size and colours, and how many of its
 * wings are on purchase orders already.
 */
export function OrderLinePicker({
  value,
  onChange,
  error,
  onBlur,
  inputRef,
}: PickerProps<OrderLineToMake>) {
  const [open, setOpen] = useState(false);
  const { search, onInputChange } = useTypedSearch();
  const lines = useOrderLinesToMake(search, open);
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={lines.data?.results ?? []}
      value={value}
      onChange={(_, line) => onChange(line)}
      onInputChange={onInputChange}
      onBlur={onBlur}
      filterOptions={(options) => options}
      getOptionLabel={orderLineLabel}
      isOptionEqualToValue={(option, chosen) => option.order_item_id === chosen.order_item_id}
      loading={lines.isFetching}
      loadingText="Looking for the order lines…"
      noOptionsText={
        lines.isError
          ? 'The order lines could not be loaded.'
          : 'No paid order has a wing waiting that matches.'
      }
      renderOption={({ key, ...props }, line) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ width: '100%' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {line.order}
            </Typography>{' '}
            <Typography component="span">{line.customer}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${line.variant.product_name} ${line.size} · ${colorsOf(line)}`}
              {line.amount > 1 ? ` · ${line.on_purchase_orders} of ${line.amount} on order` : ''}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label="Order line"
          required
          size="small"
          placeholder="Order number or customer"
          error={Boolean(error)}
          helperText={error ?? 'Paid orders’ wings not yet on a purchase order.'}
        />
      )}
    />
  );
}

/** Picks a wing variant by model and size (or SKU), found on the server as it is typed. */
export function VariantToMakePicker({
  value,
  onChange,
  error,
  onBlur,
  inputRef,
}: PickerProps<VariantToMake>) {
  const [open, setOpen] = useState(false);
  const { search, onInputChange } = useTypedSearch();
  const variants = useVariantsToMake(search, open);
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={variants.data?.results ?? []}
      value={value}
      onChange={(_, variant) => onChange(variant)}
      onInputChange={onInputChange}
      onBlur={onBlur}
      filterOptions={(options) => options}
      getOptionLabel={(variant) => `${variant.product_name} ${variant.size} · ${variant.sku}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={variants.isFetching}
      loadingText="Looking for the wings…"
      noOptionsText={
        variants.isError ? 'The wings could not be loaded.' : 'No wing model or size matches.'
      }
      sx={{ minWidth: { sm: 240 }, flex: 1 }}
      renderOption={({ key, ...props }, variant) => (
        <Box component="li" key={key} {...props}>
          <span>
            {`${variant.product_name} ${variant.size}`}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {variant.sku}
            </Typography>
          </span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label="Wing"
          required
          size="small"
          placeholder="Model and size"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
