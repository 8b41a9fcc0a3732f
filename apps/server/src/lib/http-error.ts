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
