import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@windfamily/contract/accounts';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { jsonResponse } from '../../../test/json-response';
import { stubApi, type ApiCall, type ApiHandler } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { CATALOG } from './fixtures';

export { jsonResponse };
export type { ApiCall };

/** `fetch` stubbed with `handlers`, then the countries, the detected country and the catalogue. */
export const mockApi = (handlers: Record<string, ApiHandler> = {}) =>
  stubApi(handlers, {
    'GET /api/countries/': () =>
      jsonResponse([
        { code: 'at', name: 'Austria', flag: '🇦🇹' },
        { code: 'de', name: 'Germany', flag: '🇩🇪' },
      ]),
    'GET /api/geo_location/': () => jsonResponse({ country_code: 'de' }),
    'GET /api/reseller/catalog/': () => jsonResponse(CATALOG),
  });

/** Renders `area` (the gate) at `route` under /admin/*, with a toaster and a user-event session. */
export function renderArea(
  area: ReactNode,
  { route = '/admin/', user }: { route?: string; user?: CurrentUser | null } = {},
) {
  const session = userEvent.setup({ delay: null });
  const view = renderRoutes(
    [
      {
        path: '/admin/*',
        element: (
          <>
            {area}
            <Toaster />
          </>
        ),
      },
      { path: '/store/orders/:key', element: <p>order page</p> },
    ],
    { path: route, user },
  );
  return { ...view, user: session };
}
