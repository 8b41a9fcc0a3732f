import { vi } from 'vitest';
import { jsonResponse } from '../../../test/json-response';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs `fetch` with handlers keyed by 'METHOD /path'; answers the calls made. */
export function mockFetch(
  handlers: Record<string, (body: unknown) => Response | Promise<Response>>,
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      calls.push({ method, path: input, body });
      const handler = handlers[`${method} ${input}`];
      return handler ? handler(body) : jsonResponse({ detail: 'Not Found' }, 404);
    }),
  );
  return calls;
}

export { jsonResponse };
