import { Box, MenuItem, TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { ClothSwatch, clothLabel, type ClothLike } from './cloth-swatch';

/** One cloth among `cloths`, bound to the surrounding form by name, each shown with its swatch. */
export function ClothSelectField({
  name,
  label,
  cloths,
  helperText,
  onValueChange,
}: {
  name: string;
  label: string;
  cloths: ClothLike[];
  helperText?: string;
  /** Called after the form took the new value (e.g. to set a mirrored zone alike). */
  onValueChange?: (code: string) => void;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as string | undefined) ?? '';
  const byCode = new Map(cloths.map((cloth) => [cloth.code, cloth]));
  // A value the options do not hold (a cloth since removed) is shown by its code.
  const options = value && !byCode.has(value) ? [...cloths, unknownCloth(value)] : cloths;
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      value={value}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        select: {
          renderValue: (selected) => {
            const cloth = byCode.get(selected as string) ?? unknownCloth(selected as string);
            return <ClothOption cloth={cloth} />;
          },
        },
      }}
    >
      {options.map((cloth) => (
        <MenuItem key={cloth.code} value={cloth.code}>
          <ClothOption cloth={cloth} />
        </MenuItem>
      ))}
    </TextField>
  );
}

const unknownCloth = (code: string): ClothLike => ({
  code,
  name: '',
  hex: '#ffffff',
  available: true,
});

export function ClothOption({ cloth }: { cloth: ClothLike }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <ClothSwatch hex={cloth.hex} />
      <span>{clothLabel(cloth)}</span>
    </Box>
  );
}
