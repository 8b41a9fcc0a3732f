/** A failure with a status and a message meant for the user; the error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpError(400, detail, errors);
export const notLoggedIn = () =>
  new HttpError(401, 'Authentication credentials were not provided.');
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, detail);
export const notFound = (detail = 'Not Found') => new HttpError(404, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, undefined, { 'retry-after': String(retryAfterSeconds) });

/** A 400 naming one field, with the message as its detail. */
export const fieldError = (field: string, message: string) =>
  badRequest(message, { [field]: [message] });

/** Collects field errors; `throwIfAny` answers them all at once as one 400. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  throwIfAny(): void {
    const messages = Object.values(this.errors).flat();
    if (messages.length === 0) return;
    throw badRequest(
      messages.length === 1 ? messages[0]! : 'Please correct the errors below.',
      this.errors,
    );
  }
}
