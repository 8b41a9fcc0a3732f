import { Alert } from '@mui/material';
import { useFormContext } from 'react-hook-form';

/** The form-level error (a failed submit), under the fields of the surrounding form. */
export function FormRootError() {
  const { formState } = useFormContext();
  const message = formState.errors.root?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
