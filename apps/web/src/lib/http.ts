import { CSRF_COOKIE, CSRF_HEADER } from '@windfamily/contract/messages';

/** One entry of an error's detail list (SPEC.md section 3). */
export interface ErrorDetailEntry {
  all: string;
}

/**
 * A non-OK answer: status code and text, the parsed body, the detail entries and the
 * message meant for the user.
 */
export class HttpError extends Error {
  readonly detail: ErrorDetailEntry[];
  /** Field errors of the server (`errors` of the answer), by field path. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    readonly statusCode: number,
    readonly statusText: string,
    readonly response: unknown,
    readonly publicMessage: string,
  ) {
    const body = response as { detail?: unknown; errors?: Record<string, string[]> } | null;
    const suffix =
      body && typeof body === 'object' && 'detail' in body
        ? `\n${String(body.detail)}`
        : response !== undefined && response !== null && response !== ''
          ? `\n${typeof response === 'string' ? response : JSON.stringify(response)}`
          : '';
    super(`${statusCode} ${statusText}${suffix}`);
    this.name = 'HttpError';
    this.fieldErrors = body && typeof body === 'object' && body.errors ? body.errors : {};
    this.detail = [publicMessage, ...Object.values(this.fieldErrors).flat()].map((all) => ({
      all,
    }));
    // A 401 is an expected answer (logged out), not a bug: no stack to report.
    if (statusCode === 401) this.stack = undefined;
  }
}

export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof HttpError && (status === undefined || error.statusCode === status);

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API with the session cookie, the CSRF header and JSON (or multipart/form-data when
 * the body is a FormData, e.g. an upload); resolves to the parsed answer or rejects with an
 * HttpError.
 */
export async function apiFetch<T>(
  method: Method,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  const isForm = body instanceof FormData;
  // The browser sets multipart's Content-Type itself, with the boundary.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const { headers: extra, ...rest } = init ?? {};
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    // A call's own headers (an idempotency key) go with the ones every call sends.
    headers: { ...headers, ...(extra as Record<string, string> | undefined) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    ...rest,
  });
  const parsed = await parseBody(response);
  if (!response.ok) {
    const detail = (parsed as { detail?: unknown } | undefined)?.detail;
    throw new HttpError(
      response.status,
      response.statusText,
      parsed,
      typeof detail === 'string' ? detail : response.statusText || 'Request failed',
    );
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => apiFetch<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown) => apiFetch<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiFetch<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => apiFetch<T>('DELETE', path),
};
