import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@windfamily/contract/accounts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/json-response';
import { renderRoutes } from '../../../test/render-route';

export { jsonResponse };

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed by 'METHOD /path?query' (the countries are there by
 * default); unknown calls answer 404. Returns the calls made.
 */
export function mockApi(handlers: Record<string, Handler> = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  const all: Record<string, Handler> = {
    'GET /api/countries/': () =>
      jsonResponse([
        { code: 'at', name: 'Austria', flag: '🇦🇹' },
        { code: 'de', name: 'Germany', flag: '🇩🇪' },
      ]),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path =
        typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const handler = all[`${method} ${path}`];
      return Promise.resolve(handler ? handler(body) : jsonResponse({ detail: 'Not Found' }, 404));
    }),
  );
  return calls;
}

/** Renders `page` at `route` (matched by `path`) with the app's providers and a user-event session. */
export function renderPage(
  page: ReactNode,
  { path, route, user }: { path: string; route: string; user?: CurrentUser | null },
) {
  const session = userEvent.setup({ delay: null });
  const view = renderRoutes([{ path, element: page }], { path: route, user });
  return { ...view, user: session };
}
