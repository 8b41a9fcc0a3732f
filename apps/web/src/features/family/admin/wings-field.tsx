import { Autocomplete, Chip, TextField } from '@mui/material';
import { FAMILY_MAX_WINGS } from '@windfamily/contract/family';
import { useController, useFormContext } from 'react-hook-form';
import { useProductsAdmin } from '../../catalog-admin';
import type { MemberFormInput } from './member-schema';

/**
 * The wings a member flies, by name: the shop's wings to pick from (their page is linked on
 * the member's page), or any other name typed in (an older model).
 */
export function WingsField() {
  const { control } = useFormContext<MemberFormInput>();
  const { field, fieldState } = useController({ control, name: 'wings' });
  const products = useProductsAdmin();
  const options = (products.data ?? [])
    .filter((product) => product.category === 'wings')
    .map((product) => product.name);
  const value = field.value ?? [];
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      filterSelectedOptions
      options={options}
      value={value}
      onChange={(_, next) => {
        const names: string[] = [];
        for (const name of next.map((text) => text.trim()).filter(Boolean))
          if (!names.some((other) => other.toLowerCase() === name.toLowerCase())) names.push(name);
        field.onChange(names);
      }}
      onBlur={field.onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((name, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label="Wings they fly"
          error={fieldState.invalid}
          helperText={
            fieldState.error?.message ??
            `Pick the shop's wings (linked to their pages) or type another name and press Enter. At most ${FAMILY_MAX_WINGS}.`
          }
        />
      )}
    />
  );
}
