import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@windfamily/contract/accounts';
import type { ReactNode } from 'react';
import { jsonResponse } from '../../../test/json-response';
import { type ApiCall, type ApiHandler, stubApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';

export { jsonResponse };
export type { ApiCall };

/** `fetch` stubbed with `handlers` and, unless they say otherwise, the feature's usual answers. */
export const mockApi = (handlers: Record<string, ApiHandler> = {}): ApiCall[] =>
  stubApi(handlers, {
    'GET /api/countries/': () =>
      jsonResponse([
        { code: 'at', name: 'Austria', flag: '🇦🇹' },
        { code: 'de', name: 'Germany', flag: '🇩🇪' },
      ]),
  });

/** Renders `page` at `route` (matched by `path`) with the app's providers and a user-event session. */
export function renderPage(
  page: ReactNode,
  { path, route, user }: { path: string; route: string; user?: CurrentUser | null },
) {
  const session = userEvent.setup({ delay: null });
  const view = renderRoutes([{ path, element: page }], { path: route, user });
  return { ...view, user: session };
}
