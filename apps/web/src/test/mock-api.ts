import { vi } from 'vitest';
import { jsonResponse } from './json-response';

/** A call the page made through the stubbed `fetch`, its JSON body parsed. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type ApiHandler = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed by 'METHOD /path?query': `handlers`, then a feature's
 * `defaults` (the countries, the session...). A path with a query that has no handler of its
 * own goes to its handler without the query. Anything else answers 404 with a detail.
 * Returns the calls made, in order.
 */
export function stubApi(
  handlers: Record<string, ApiHandler> = {},
  defaults: Record<string, ApiHandler> = {},
): ApiCall[] {
  const calls: ApiCall[] = [];
  const all: Record<string, ApiHandler> = { ...defaults, ...handlers };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path =
        typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const handler = all[`${method} ${path}`] ?? all[`${method} ${path.split('?')[0]}`];
      return Promise.resolve(handler ? handler(body) : jsonResponse({ detail: 'Not Found' }, 404));
    }),
  );
  return calls;
}
