import { describe, expect, it } from 'vitest';
import { FieldErrors, fieldError, HttpError } from './http-error';

/** What `throwIfAny` threw, or undefined. */
function thrown(errors: FieldErrors): HttpError | undefined {
  try {
    errors.throwIfAny();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return undefined;
}

describe('FieldErrors', () => {
  it('throws nothing without errors', () => {
    expect(thrown(new FieldErrors())).toBeUndefined();
  });

  it('answers one error with its message as the detail', () => {
    const errors = new FieldErrors();
    errors.add('slug', 'There is already a page at /about.');
    expect(thrown(errors)).toMatchObject({
      statusCode: 400,
      detail: 'There is already a page at /about.',
      errors: { slug: ['There is already a page at /about.'] },
    });
  });

  it('answers several at once, each message once per field', () => {
    const errors = new FieldErrors();
    errors.add('title', 'This field is required.');
    errors.add('images.0', 'This picture does not exist.');
    errors.add('images.0', 'This picture does not exist.');
    expect(thrown(errors)).toMatchObject({
      statusCode: 400,
      detail: 'Please correct the errors below.',
      errors: { title: ['This field is required.'], 'images.0': ['This picture does not exist.'] },
    });
  });
});

describe('fieldError', () => {
  it('is a 400 naming the field, with the message as the detail', () => {
    expect(fieldError('sku', 'Taken.')).toMatchObject({
      statusCode: 400,
      detail: 'Taken.',
      errors: { sku: ['Taken.'] },
    });
  });
});
