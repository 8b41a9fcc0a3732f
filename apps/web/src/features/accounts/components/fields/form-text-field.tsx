import { TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: string;
  /** Rewrites the typed text before it reaches the form (e.g. cut extra lines). */
  transform?: (text: string) => string;
};

/**
 * A text field bound to the surrounding react-hook-form by name. Its error message replaces the
 * helper text and is linked to the input.
 */
export function FormTextField({ name, transform, helperText, ...props }: FormTextFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) =>
        field.onChange(transform ? transform(event.target.value) : event.target.value)
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
