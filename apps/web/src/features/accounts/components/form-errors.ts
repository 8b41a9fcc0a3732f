import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '../../../lib/http';

const NETWORK_ERROR =
  'The server could not be reached. Please check your connection and try again.';

/** The message for the user of a failed call: the server's detail, or a network hint. */
export const errorMessage = (error: unknown): string =>
  isHttpError(error) ? error.publicMessage : NETWORK_ERROR;

/**
 * Shows a failed call's field errors on the matching form fields (`fieldOf` maps the server's
 * field path, e.g. `address.city`, to a form field). Whatever matches no field is shown as the
 * form's own error (`errors.root`).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => Path<T> | undefined,
): void {
  if (!isHttpError(error)) {
    setError('root', { type: 'server', message: NETWORK_ERROR });
    return;
  }
  const unmatched: string[] = [];
  let anyField = false;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(path);
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: !anyField });
      anyField = true;
    } else {
      unmatched.push(...messages);
    }
  }
  if (!anyField) {
    setError('root', {
      type: 'server',
      message: unmatched.length > 0 ? unmatched.join(' ') : error.publicMessage,
    });
  }
}

/** Form field of an address error path of the API (`address.name` is the full name's first line). */
export function addressFieldOf(path: string): string | undefined {
  const match = /^address\.(\w+)$/.exec(path);
  if (!match) return undefined;
  const key = match[1];
  if (key === 'name' || key === 'attname') return 'fullname';
  if (key === 'address2') return 'address';
  return key;
}
