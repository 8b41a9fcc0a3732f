/** Texts the specification fixes word for word (SPEC.md sections 5 and 8). */
export const MSG = {
  required: 'this field is required',
  invalidEmail: 'invalid email format',
  passwordTooShort: 'at least 8 characters!',
  passwordTooLong: 'at most 25 characters!',
  passwordsDontMatch: "passwords don't match!",
  invalidPhone: 'Invalid phone number',
  invalidCredentials: 'Invalid Credentials',
  loginFailed: 'Login failed!',
  loggedIn: 'Logged in!',
  loading: 'Loading...',
  loggedOut: 'Logged out!',
  logoutFailed: 'Logout failed!',
  registered: 'Registered successfully!',
  registrationFailed: 'Registration failed! Please check your data or try a different email.',
  passwordResetSent: (email: string) =>
    `If a user with the email '${email}' exists, an email was sent`,
  passwordResetInstructions:
    'Please check your inbox and follow the instructions to reset the password.',
  backofficeDenied: 'Access to backoffice denied',
  errorHeading: 'Sorry, an unexpected error has occurred.',
  errorTitle: 'Page Not found',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 25;
/** Full name and address are each at most two lines (SPEC.md section 5). */
export const MAX_LINES = 2;
export const DEFAULT_COUNTRY = 'at';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const MOBILE_BREAKPOINT = 900;
