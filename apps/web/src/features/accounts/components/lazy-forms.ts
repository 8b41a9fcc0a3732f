import { lazy } from 'react';

// The forms bring react-hook-form, zod and the phone library: they load on first use, so the
// initial route's JavaScript stays small.

export const LazyLoginBox = lazy(() =>
  import('./login-box').then((m) => ({ default: m.LoginBox })),
);

export const LazyRegistrationForm = lazy(() =>
  import('./registration-form').then((m) => ({ default: m.RegistrationForm })),
);

export const LazyRegistrationCard = lazy(() =>
  import('./registration-card').then((m) => ({ default: m.RegistrationCard })),
);
