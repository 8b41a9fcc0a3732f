import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@windfamily/contract/cart';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appTheme } from '../../../test/theme';
import { geoKeys } from '../../geo/api';
import { cartKeys } from '../api';
import { jsonResponse } from '../../../test/json-response';
import { type ApiCall, type ApiHandler, stubApi } from '../../../test/mock-api';

export { jsonResponse };
export type { ApiCall };

export const COUNTRIES = [
  { code: 'at', name: 'Austria', flag: '🇦🇹' },
  { code: 'de', name: 'Germany', flag: '🇩🇪' },
  { code: 'ch', name: 'Switzerland', flag: '🇨🇭' },
];

/** `fetch` stubbed with `handlers` and, unless they say otherwise, the feature's usual answers. */
export const mockApi = (handlers: Record<string, ApiHandler> = {}): ApiCall[] =>
  stubApi(handlers, { 'GET /api/countries/': () => jsonResponse(COUNTRIES) });

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
      <ThemeProvider theme={appTheme}>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, router };
}
