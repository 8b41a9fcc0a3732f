import { Autocomplete, Chip, TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { ClothOption } from './cloth-select-field';
import { ClothSwatch, clothLabel, type ClothLike } from './cloth-swatch';

/**
 * Several cloths among the palette, bound to the surrounding form as their codes in the
 * palette's order; each chosen one shows as a chip with its swatch.
 */
export function ClothsField({
  name,
  label,
  palette,
  helperText,
}: {
  name: string;
  label: string;
  palette: ClothLike[];
  helperText?: string;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const byCode = new Map(palette.map((cloth) => [cloth.code, cloth]));
  const order = new Map(palette.map((cloth, index) => [cloth.code, index]));
  const value = (field.value as string[] | undefined) ?? [];
  const clothOf = (code: string): ClothLike =>
    byCode.get(code) ?? { code, name: '', hex: '#ffffff', available: true };
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      filterSelectedOptions
      limitTags={12}
      options={palette.map((cloth) => cloth.code)}
      value={value}
      getOptionLabel={(code) => clothLabel(clothOf(code))}
      onChange={(_, next) =>
        field.onChange(
          [...new Set(next)].sort(
            (a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity),
          ),
        )
      }
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, code) => (
        <li key={key} {...props}>
          <ClothOption cloth={clothOf(code)} />
        </li>
      )}
      renderValue={(selected, getItemProps) =>
        selected.map((code, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const cloth = clothOf(code);
          return (
            <Chip
              key={key}
              size="small"
              icon={<ClothSwatch hex={cloth.hex} size={14} />}
              label={clothLabel(cloth)}
              variant={cloth.available ? 'filled' : 'outlined'}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
