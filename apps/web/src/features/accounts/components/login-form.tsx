import LoginIcon from '@mui/icons-material/Login';
import { Button, Link, Stack } from '@mui/material';
import { MSG } from '@windfamily/contract/messages';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { isHttpError } from '../../../lib/http';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useLogin } from '../api';
import { FormTextField } from './fields/form-text-field';
import { PasswordField } from './fields/password-field';
import { errorMessage } from './form-errors';
import { FormRootError } from './fields/form-root-error';

/** The form's rules, loaded when it is first checked. */
const loginRules = lazyResolver(() => import('./form-rules').then((m) => m.loginRules));

/** What the form says when a login fails: 'Invalid Credentials', unless the server was the problem. */
const loginErrorMessage = (error: unknown): string =>
  isHttpError(error) && error.statusCode !== 429 && error.statusCode < 500
    ? MSG.invalidCredentials
    : errorMessage(error);

interface LoginFormProps {
  autoFocus?: boolean;
  /** Opens the password-reset form with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
}

/** E-mail and password; toasts 'Logged in!' or 'Login failed!'. */
export function LoginForm({ autoFocus = false, onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  const form = useForm({
    resolver: loginRules,
    // Checked at submit only: a message appearing on blur would move the links under the pointer.
    mode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    try {
      await toast.promise(login.mutateAsync(payload), {
        loading: MSG.loading,
        success: MSG.loggedIn,
        error: MSG.loginFailed,
      });
    } catch (error) {
      form.setError('root', { type: 'server', message: loginErrorMessage(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Login">
        <FormTextField
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="username"
          autoFocus={autoFocus}
        />
        <PasswordField name="password" label="Password" autoComplete="current-password" required />
        <FormRootError />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isSubmitting}
          startIcon={<LoginIcon />}
        >
          Login
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onForgotPassword(form.getValues('email'))}
          sx={{ alignSelf: 'flex-start' }}
        >
          Forgot password
        </Link>
      </Stack>
    </FormProvider>
  );
}
