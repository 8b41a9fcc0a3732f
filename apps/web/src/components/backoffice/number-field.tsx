import { TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

type FormNumberFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'type'
> & {
  name: string;
  /** A unit after the number, e.g. 'kg'. */
  unit?: string;
  /** Decimals allowed (e.g. a percentage); else whole numbers. */
  decimal?: boolean;
};

/**
 * A number input bound to the surrounding form: the form holds a number, or null while the
 * input is empty (the schema then says what is missing).
 */
export function FormNumberField({
  name,
  unit,
  decimal = false,
  helperText,
  slotProps,
  ...props
}: FormNumberFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = field.value as number | null | undefined;
  return (
    <TextField
      fullWidth
      {...props}
      type="number"
      name={field.name}
      value={value === null || value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? null : Number(event.target.value))
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: decimal ? 'decimal' : 'numeric',
          step: decimal ? 'any' : 1,
          ...(slotProps?.htmlInput as object),
        },
        input: unit
          ? {
              endAdornment: <span aria-hidden="true">{unit}</span>,
              ...(slotProps?.input as object),
            }
          : slotProps?.input,
      }}
    />
  );
}
