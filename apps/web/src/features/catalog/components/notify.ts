import { HttpError } from '../../../lib/http';

// The toast library loads with the toast area at the first interaction (docs/decisions/0007);
// importing it on demand keeps it out of the shop pages' chunks.
const toasts = () => import('react-hot-toast').then((module) => module.default);

export const notifySuccess = (message: string) =>
  void toasts().then((toast) => toast.success(message));
export const notifyError = (message: string) => void toasts().then((toast) => toast.error(message));

export const ADDED_TO_CART = 'Added to your cart';
export const ADD_FAILED = 'We could not add this to your cart. Please try again.';

/** The server's sentence for a refused call (e.g. the 409 of a sold-out item), else a plain one. */
export const addErrorMessage = (error: unknown): string =>
  error instanceof HttpError && error.statusCode < 500 && error.publicMessage
    ? error.publicMessage
    : ADD_FAILED;
