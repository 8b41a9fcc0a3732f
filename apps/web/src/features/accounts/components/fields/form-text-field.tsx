import { TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { GrowingTextField } from '../../../../components/growing-text-field';

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
 * helper text and is linked to the input. A multi-line one grows with its text (between
 * `minRows` and `maxRows`).
 */
export function FormTextField({
  name,
  transform,
  helperText,
  multiline,
  ...props
}: FormTextFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const bound = {
    fullWidth: true,
    ...props,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(transform ? transform(event.target.value) : event.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.invalid,
    helperText: fieldState.error?.message ?? helperText,
  };
  return multiline ? <GrowingTextField {...bound} /> : <TextField {...bound} />;
}
