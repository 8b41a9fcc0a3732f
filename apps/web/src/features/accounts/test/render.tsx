import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@windfamily/contract/accounts';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appTheme } from '../../../test/theme';
import { AccountDialogsProvider } from '../components/account-dialogs';
import { jsonResponse } from '../../../test/json-response';
import { type ApiCall, type ApiHandler, stubApi } from '../../../test/mock-api';

export { jsonResponse };
export type { ApiCall };

export const COUNTRIES = [
  { code: 'at', name: 'Austria', flag: '🇦🇹' },
  { code: 'de', name: 'Germany', flag: '🇩🇪' },
  { code: 'fr', name: 'France', flag: '🇫🇷' },
];

export const demoUser: CurrentUser = {
  id: 7,
  email: 'anna@example.com',
  phone: '+43 664 1234567',
  address: {
    name: 'Anna Alpin',
    attname: 'Flying Club',
    address: 'Hauptstraße 1',
    address2: 'Top 3',
    zipcode: '6020',
    city: 'Innsbruck',
    state: 'Tyrol',
    country: 'at',
  },
  groups: { is_staff: false, is_reseller: false, is_superuser: false, staff_roles: [] },
  registration_date: '2024-03-15T10:00:00.000Z',
};

/** `fetch` stubbed with `handlers` and, unless they say otherwise, the feature's usual answers. */
export const mockApi = (handlers: Record<string, ApiHandler> = {}): ApiCall[] =>
  stubApi(handlers, {
    'GET /api/login/': () =>
      jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401),
    'GET /api/geo_location/': () => jsonResponse({ country_code: 'at' }),
    'GET /api/countries/': () => jsonResponse(COUNTRIES),
  });

/** Renders inside a fresh query client (no retries), the theme, a memory router, the account dialogs and a toaster. */
export function renderWithProviders(ui: ReactNode, { path = '/', route = '/' } = {}) {
  // The toast store is global: start without the toasts of an earlier test.
  toast.remove();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path, element: <AccountDialogsProvider>{ui}</AccountDialogsProvider> }],
    { initialEntries: [route] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={appTheme}>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
