import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@windfamily/contract/cart';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../../../app/theme';
import { geoKeys } from '../../geo/api';
import { cartKeys } from '../api';
import { jsonResponse } from '../../../test/json-response';

export { jsonResponse };

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | Promise<Response>;

export const COUNTRIES = [
  { code: 'at', name: 'Austria', flag: '🇦🇹' },
  { code: 'de', name: 'Germany', flag: '🇩🇪' },
  { code: 'ch', name: 'Switzerland', flag: '🇨🇭' },
];

/**
 * Stubs `fetch` with handlers keyed by 'METHOD /path' (the countries are there by default);
 * unknown calls answer 404. Returns the calls made (their paths with the query).
 */
export function mockApi(handlers: Record<string, Handler> = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  const all: Record<string, Handler> = {
    'GET /api/countries/': () => jsonResponse(COUNTRIES),
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
      // A path with a query matches its handler with the query, else the one without.
      const handler = all[`${method} ${path}`] ?? all[`${method} ${path.split('?')[0]}`];
      return Promise.resolve(handler ? handler(body) : jsonResponse({ detail: 'Not Found' }, 404));
    }),
  );
  return calls;
}

interface RenderOptions {
  /** The page the router is at. */
  route?: string;
  /** The route pattern `ui` is rendered at. */
  path?: string;
  /** Seeds the cart query; without it the cart is fetched. */
  cart?: Cart;
  /** Seeds the country list (else it is fetched from the mocked API). */
  countries?: boolean;
}

/** Renders `ui` in a query client (no retries), the theme, a memory router and a toaster. */
export function renderCart(
  ui: ReactNode,
  { route = '/', path = '*', cart, countries = false }: RenderOptions = {},
) {
  toast.remove();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (cart) queryClient.setQueryData(cartKeys.cart, cart);
  if (countries) queryClient.setQueryData(geoKeys.countries, COUNTRIES);
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, router };
}
