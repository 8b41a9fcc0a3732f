import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@windfamily/contract/cart';
import type { RouteObject } from 'react-router';
import { createTestQueryClient, renderRoutes, stubViewport } from '../../../test/render-route';
import { cartKeys } from '../../cart';
import { PRICING_AT } from './fixtures';
import { jsonResponse } from '../../../test/json-response';

/** An empty cart priced for Austria: what `useCountry()` reads. */
export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return {
    items: [],
    item_count: 0,
    country: 'at',
    address: { country: 'at' },
    delivery_method: 'standard',
    shipping_prices: {},
    shipping_options: [],
    promocode: null,
    promocode_info: null,
    promocode_problem: null,
    total_netto_price: '0.00',
    total_discount: '0.00',
    tax_factor: 1.2,
    pricing: PRICING_AT,
    totals: {
      items: '0.00',
      discount: '0.00',
      shipping: '0.00',
      net: '0.00',
      vat: '0.00',
      total: '0.00',
    },
    comment: '',
    card_payments: false,
    time_updated: null,
    ...overrides,
  };
}

export { jsonResponse };
export { type ApiCall, stubApi as mockApi } from '../../../test/mock-api';

interface RenderOptions {
  path: string;
  /** Fills the query cache before the first render (seeded answers are fresh in tests). */
  seed?: (queryClient: QueryClient) => void;
  cart?: Cart;
  mobile?: boolean;
}

/** Renders shop routes with a query client whose cart is known (prices for Austria). */
export function renderCatalog(
  routes: RouteObject[],
  { path, seed, cart, mobile = false }: RenderOptions,
) {
  stubViewport(mobile);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(cartKeys.cart, cart ?? makeCart());
  seed?.(queryClient);
  const user = userEvent.setup();
  return { ...renderRoutes(routes, { path, queryClient, user: null }), user };
}
