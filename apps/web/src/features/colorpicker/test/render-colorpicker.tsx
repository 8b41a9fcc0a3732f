import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@windfamily/contract/accounts';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/json-response';
import { createTestQueryClient, renderRoutes, stubViewport } from '../../../test/render-route';
import { cartKeys } from '../../cart';
import { makeCart } from './fixtures';

export { jsonResponse };

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed by 'METHOD /path?query'; other calls answer 404 with a
 * detail. Returns the calls made, bodies parsed.
 */
export function mockApi(handlers: Record<string, Handler> = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: input, body });
      const handler = handlers[`${method} ${input}`];
      return handler ? handler(body) : jsonResponse({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

interface RenderOptions {
  path: string;
  user?: CurrentUser | null;
  mobile?: boolean;
  seed?: (queryClient: QueryClient) => void;
}

/** Renders colour picker routes with a known cart (prices for Austria) and a user-event session. */
export function renderColorpicker(
  routes: RouteObject[],
  { path, user = null, mobile = false, seed }: RenderOptions,
) {
  stubViewport(mobile);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(cartKeys.cart, makeCart());
  seed?.(queryClient);
  const session = userEvent.setup();
  return { ...renderRoutes(routes, { path, queryClient, user }), user: session };
}
