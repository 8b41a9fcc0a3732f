import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CurrentUser } from '@windfamily/contract/accounts';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appTheme } from './theme';
import { accountKeys } from '../features/accounts/api';
import { fakeMatchMedia } from './match-media';

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });

interface RenderRouteOptions {
  path?: string;
  /** The current user to seed the cache with; `undefined` leaves it unknown (loading). */
  user?: CurrentUser | null;
  queryClient?: QueryClient;
}

/** Renders routes in a memory router with the app's theme and a query client. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', user, queryClient = createTestQueryClient() }: RenderRouteOptions = {},
) {
  if (user !== undefined) queryClient.setQueryData(accountKeys.currentUser(), user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={appTheme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

type Role = 'customer' | 'staff' | 'reseller' | 'superuser';

/** A logged-in user; a superuser here is also staff and reseller, as the demo admin is. */
export function makeUser(role: Role = 'customer'): CurrentUser {
  return {
    id: 1,
    email: `${role}@example.com`,
    phone: '+43 664 1234567',
    address: {
      name: `Demo ${role}`,
      attname: '',
      address: 'Werkstattweg 1',
      address2: '',
      zipcode: '6410',
      city: 'Telfs',
      state: '',
      country: 'at',
    },
    groups: {
      is_staff: role === 'staff' || role === 'superuser',
      is_reseller: role === 'reseller' || role === 'superuser',
      is_superuser: role === 'superuser',
      staff_roles: role === 'staff' ? ['sales', 'accounting', 'warehouse', 'content', 'store'] : [],
    },
    registration_date: '2025-01-01T00:00:00Z',
  };
}

/** Makes MUI's `useMediaQuery(theme.breakpoints.down('md'))` answer as a phone (true) or a desktop. */
export function stubViewport(mobile: boolean) {
  window.matchMedia = fakeMatchMedia((query) => mobile && query.includes('max-width'));
}
