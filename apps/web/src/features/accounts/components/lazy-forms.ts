import { lazy } from '../../../lib/lazy';

// The forms bring react-hook-form, zod and the phone library: they load on first use, so the
// initial route's JavaScript stays small (a visitor on an account page gets the login only).

export const LazyLoginBox = lazy(() =>
  import('./login-box').then((m) => ({ default: m.LoginBox })),
);

export const LazyRegistrationForm = lazy(() =>
  import('./registration-form').then((m) => ({ default: m.RegistrationForm })),
);

export const LazyRegistrationCard = lazy(() =>
  import('./registration-card').then((m) => ({ default: m.RegistrationCard })),
);

export const LazyMyAccountContent = lazy(() =>
  import('./my-account/my-account-content').then((m) => ({ default: m.MyAccountContent })),
);
