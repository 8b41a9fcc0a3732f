import { screen, waitFor } from '@testing-library/react';
import type { StaffOrder } from '@windfamily/contract/orders';
import { expect } from 'vitest';
import {
  jsonResponse,
  renderBackoffice,
  type Handler,
} from '../../../components/backoffice/test/render';
import OrdersSection from '../orders/orders-section';
import { orderPermissions } from './fixtures';

/**
 * Order `order`'s page in the orders section, for a user with `permissions`, with the API
 * stubbed by `handlers`. The server answers the order as last `serve`d (a test moves it on as
 * an action would), and what may be done with it as `refused` says.
 */
export function renderOrderPage(
  order: StaffOrder,
  {
    handlers = {},
    permissions,
    refused = {},
  }: {
    handlers?: Record<string, Handler | Handler[]>;
    permissions: string[];
    refused?: Parameters<typeof orderPermissions>[0];
  },
) {
  const orders = [order];
  const path = `/api/store/orders/${order.sale_sequence}/`;
  const view = renderBackoffice(
    <OrdersSection />,
    { path: '/backoffice/orders/*', route: `/backoffice/orders/${order.sale_sequence}` },
    {
      [`GET ${path}`]: () => jsonResponse(orders.at(-1)),
      [`GET ${path}permissions`]: () => jsonResponse(orderPermissions(refused)),
      ...handlers,
    },
    permissions,
  );
  /** The order as the server answers it from now on. */
  const serve = (next: StaffOrder) => orders.push(next);
  return { ...view, serve };
}

/**
 * An action's button on the order page, once the order's rules allow it. Found first, then
 * waited on: asking the whole page for it at each change while the order and its rules load
 * took seconds.
 */
export async function orderAction(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
