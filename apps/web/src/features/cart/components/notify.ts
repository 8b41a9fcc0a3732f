import { HttpError } from '../../../lib/http';

// The toast library loads with the toast area at the first interaction (docs/decisions/0007);
// importing it here on demand keeps it out of the pages that show prices.
const toasts = () => import('react-hot-toast').then((m) => m.default);

export const notifyError = (message: string) => void toasts().then((toast) => toast.error(message));
export const notifySuccess = (message: string) =>
  void toasts().then((toast) => toast.success(message));

/** The server's sentence for a failed call, or a plain one when there is none (offline). */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof HttpError && error.publicMessage ? error.publicMessage : fallback;

export const CART_UPDATE_FAILED = 'The cart could not be updated. Please try again.';
