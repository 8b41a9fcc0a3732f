import { Link, Typography } from '@mui/material';
import { useState } from 'react';
import { LoginForm } from './login-form';
import { PasswordResetForm } from './password-reset-form';

type View = { name: 'login'; focus: boolean } | { name: 'reset'; email: string };

/** The login form, which can switch to the password-reset form and back. */
export function LoginBox({
  autoFocus = false,
  onCreateAccount,
}: {
  autoFocus?: boolean;
  /** Offers to create an account instead (e.g. from the login dialog). */
  onCreateAccount?: () => void;
}) {
  const [view, setView] = useState<View>({ name: 'login', focus: autoFocus });

  if (view.name === 'reset') {
    return (
      <PasswordResetForm
        autoFocus
        defaultEmail={view.email}
        onBack={() => setView({ name: 'login', focus: true })}
      />
    );
  }
  return (
    <>
      <LoginForm
        autoFocus={view.focus}
        onForgotPassword={(email) => setView({ name: 'reset', email })}
      />
      {onCreateAccount && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          New here?{' '}
          <Link component="button" type="button" variant="body2" onClick={onCreateAccount}>
            Create Account
          </Link>
        </Typography>
      )}
    </>
  );
}
