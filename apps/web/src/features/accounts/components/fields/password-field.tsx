import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { useState } from 'react';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type PasswordFieldProps = Omit<FormTextFieldProps, 'type' | 'transform'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? 'Hide password' : 'Show password';
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={toggleLabel}>
                <IconButton
                  aria-label={toggleLabel}
                  aria-pressed={visible}
                  edge="end"
                  onClick={() => setVisible((shown) => !shown)}
                  onMouseDown={(event) => event.preventDefault()}
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The new password and its confirmation (fields `password` and `password2`). */
export function NewPasswordFields({
  label = 'Password',
  confirmLabel = 'Confirm password',
}: {
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        required
        helperText="8 to 25 characters"
      />
      <PasswordField name="password2" label={confirmLabel} autoComplete="new-password" required />
    </>
  );
}
