import { FORM_ERROR_KEY } from '@windfamily/contract/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../../features/accounts';
import { isHttpError } from '../../lib/http';

/**
 * Maps the server's field paths to a form's fields: a path names a field when it is one of
 * `fields`, or lies inside one of `arrays` (e.g. `specs.2.label`); `collapse` sends a path and
 * whatever lies inside it to one field (e.g. `option_names.1` to `option_names`).
 */
export function fieldMapper<T extends FieldValues>({
  fields = [],
  arrays = [],
  collapse = {},
}: {
  fields?: string[];
  arrays?: string[];
  collapse?: Record<string, string>;
}): (path: string) => Path<T> | undefined {
  return (path) => {
    for (const [prefix, field] of Object.entries(collapse))
      if (path === prefix || path.startsWith(`${prefix}.`)) return field as Path<T>;
    if (fields.includes(path)) return path as Path<T>;
    if (arrays.some((array) => path.startsWith(`${array}.`))) return path as Path<T>;
    return undefined;
  };
}

/**
 * Shows a failed save on the form: each field error on its field (the first one focused) and
 * the server's detail at the top of the form (`errors.root`), with the messages that belong
 * to no field. Answers the number of fields that got an error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => Path<T> | undefined,
): number {
  const unmatched: string[] = [];
  let matched = 0;
  if (isHttpError(error)) {
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      const field = path === FORM_ERROR_KEY ? undefined : fieldOf(path);
      if (field) {
        setError(
          field,
          { type: 'server', message: messages.join(' ') },
          { shouldFocus: matched === 0 },
        );
        matched += 1;
      } else {
        unmatched.push(...messages);
      }
    }
  }
  const detail = errorMessage(error);
  const extra = unmatched.filter((message) => message !== detail);
  setError('root', { type: 'server', message: [detail, ...extra].join(' ') });
  return matched;
}
