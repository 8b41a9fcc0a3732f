import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@windfamily/contract/accounts';
import type { RouteObject } from 'react-router';
import { jsonResponse } from '../../../test/json-response';
import { createTestQueryClient, renderRoutes, stubViewport } from '../../../test/render-route';
import { cartKeys } from '../../cart';
import { makeCart } from './fixtures';

export { jsonResponse };
export { type ApiCall, stubApi as mockApi } from '../../../test/mock-api';

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
