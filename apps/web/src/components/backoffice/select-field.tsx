import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

/** A choice among options, bound to the surrounding form (an empty value shows `emptyLabel`). */
export function FormSelectField({
  name,
  options,
  emptyLabel,
  helperText,
  onValueChange,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select' | 'error'> & {
  name: string;
  options: SelectOption[];
  emptyLabel?: string;
  /** Called after the form took the new value (e.g. to fill another field from it). */
  onValueChange?: (value: string) => void;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as string | null | undefined) ?? '';
  // A value the options do not (yet) hold, e.g. while they load, is shown as it is.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <TextField
      fullWidth
      {...props}
      select
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
      // With an empty choice, the empty value shows its label instead of a blank field.
      slotProps={
        emptyLabel !== undefined
          ? { inputLabel: { shrink: true }, select: { displayEmpty: true } }
          : undefined
      }
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
