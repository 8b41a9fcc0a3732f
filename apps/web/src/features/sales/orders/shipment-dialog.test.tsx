import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fill, jsonResponse } from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { staffOrder, orderItem } from '../test/fixtures';
import { renderOrderPage } from '../test/render';

const RATES = {
  carrier: 'Stand-in carrier',
  services: [
    { service: 'standard', name: 'Standard' },
    { service: 'express', name: 'Express' },
  ],
  rates: [
    {
      service: 'standard',
      name: 'Standard',
      price: '11.10',
      currency: 'EUR',
      transit_days: 2,
      estimated_delivery: null,
    },
    {
      service: 'express',
      name: 'Express',
      price: '20.30',
      currency: 'EUR',
      transit_days: 1,
      estimated_delivery: null,
    },
  ],
  rates_error: null,
};

const ORDER_SHIPMENT = {
  id: 7,
  state: 'shipped' as const,
  service: 'standard' as const,
  carrier: 'stand-in',
  tracking_number: 'CP123456785AT',
  tracking_url: 'http://shop.test/dev/carrier/track/CP123456785AT',
  created_date: '2026-03-16T08:00:00Z',
  shipment_date: '2026-03-17T08:00:00Z',
  lines: [{ order_item_id: 11, amount: 1 }],
};

beforeEach(() => stubViewport(false));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order’s shipments', () => {
  it('lists them with their tracking link', async () => {
    renderOrderPage(staffOrder({ shipments: [ORDER_SHIPMENT] }), {
      permissions: ['orders.view', 'warehouse.manage'],
    });
    const card = await screen.findByRole('listitem', { name: 'Shipment #7' });
    expect(within(card).getByRole('link', { name: /Track CP123456785AT/ })).toHaveAttribute(
      'href',
      ORDER_SHIPMENT.tracking_url,
    );
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
  });

  it('books one: service with the carrier’s price, lines, weight, and one key for every try', async () => {
    const order = staffOrder();
    const { calls, user, router } = renderOrderPage(order, {
      permissions: ['orders.view', 'warehouse.manage'],
      handlers: {
        'GET /api/store/orders/2026-0042/shipment_rates/': () => jsonResponse(RATES),
        'POST /api/store/orders/2026-0042/create_shipment/express': [
          () => jsonResponse({ detail: 'The carrier could not be reached.' }, 502),
          () => jsonResponse({ id: 9, tracking_number: 'CP1AT' }, 201),
        ],
        'GET /api/logistics/shipments/9/': () => jsonResponse({ detail: 'Not Found' }, 404),
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create shipment' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    const dialog = await screen.findByRole('dialog', { name: /Create a shipment/ });
    await user.click(await within(dialog).findByRole('radio', { name: /Express: .*20.30/ }));
    fill(within(dialog).getByRole('textbox', { name: 'Parcel weight' }), '7,5');
    await user.click(within(dialog).getByRole('button', { name: 'Book the shipment' }));
    expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book the shipment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/shipments/9'));

    const posts = callsTo(calls, 'POST', '/api/store/orders/2026-0042/create_shipment/express');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({
      weight_grams: 7500,
      lines: order.items.map((item) => ({ order_item_id: item.id, amount: item.amount })),
    });
    const key = posts[0]!.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers['idempotency-key']).toBe(key);
  });

  it('leaves out what is shipped already, and refuses a weight it cannot take', async () => {
    const first = orderItem({ id: 11, long_name: 'Wind M', amount: 1 });
    const second = orderItem({ id: 12, long_name: 'Harness', amount: 2 });
    const { user } = renderOrderPage(
      staffOrder({ items: [first, second], shipments: [ORDER_SHIPMENT] }),
      {
        permissions: ['orders.view', 'warehouse.manage'],
        handlers: {
          'GET /api/store/orders/2026-0042/shipment_rates/': () => jsonResponse(RATES),
        },
      },
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create shipment' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    const dialog = await screen.findByRole('dialog', { name: /Create a shipment/ });
    expect(within(dialog).queryByRole('checkbox', { name: 'Wind M' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Harness' })).toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: 'Units of Harness' })).toHaveValue(2);
    fill(within(dialog).getByRole('textbox', { name: 'Parcel weight' }), '90');
    expect(within(dialog).getByRole('button', { name: 'Book the shipment' })).toBeDisabled();
    expect(within(dialog).getByText(/From 0.1 to 70 kg/)).toBeInTheDocument();
  });

  it('is refused, with the reason, to whom the rules refuse it', async () => {
    renderOrderPage(staffOrder(), {
      permissions: ['orders.view', 'sales.manage'],
      refused: { create_shipment: 'Your roles do not allow this.' },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create shipment' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  });
});
