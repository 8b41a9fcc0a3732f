import { screen, waitFor, within } from '@testing-library/react';
import type { Shipment } from '@windfamily/contract/shipments';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
  type Handler,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import ShipmentsSection from './shipments-section';

const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  id: 7,
  order: '2026-0042',
  rental: null,
  name: 'Anna Aufwind',
  country: 'at',
  service: 'standard',
  carrier: 'stand-in',
  state: 'created',
  tracking_number: 'CP123456785AT',
  tracking_url: 'http://shop.test/dev/carrier/track/CP123456785AT',
  parcel_numbers: ['CP123456785AT'],
  label_url: '/api/logistics/shipments/7/label.pdf',
  customs_declared: false,
  weight_grams: 6500,
  price: '11.10',
  created_date: '2026-03-16T08:00:00Z',
  created_by: 'clerk@example.com',
  shipment_date: null,
  shipped_by: null,
  cancelled_date: null,
  cancelled_by: null,
  last_error: null,
  lines: [{ id: 1, order_item_id: 11, name: 'Wind M, Sunset', sku: 'WIND-M', amount: 1 }],
  ...overrides,
});

const page = (results: Shipment[]) =>
  jsonResponse({ count: results.length, page: 1, page_size: 50, results });

function renderSection(route: string, handlers: Record<string, Handler | Handler[]>) {
  return renderBackoffice(
    <ShipmentsSection />,
    { path: '/backoffice/shipments/*', route },
    handlers,
    ['warehouse.manage'],
  );
}

setUpListScreens();

describe('the shipments list', () => {
  it('lists shipments with order, contents, carrier and state, filtered in the address', async () => {
    const { calls, user } = renderSection('/backoffice/shipments', {
      'GET /api/logistics/shipments/': () =>
        page([shipment(), shipment({ id: 6, state: 'shipped', order: '2026-0041' })]),
    });
    const table = await screen.findByRole('table', { name: 'Shipments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('#7');
    expect(rows[0]).toHaveTextContent('2026-0042');
    expect(rows[0]).toHaveTextContent('1 × Wind M, Sunset');
    expect(rows[0]).toHaveTextContent('CP123456785AT');
    expect(rows[0]).toHaveTextContent('Waiting for pickup');
    expect(rows[1]).toHaveTextContent('Shipped');

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Shipped' }));
    await waitFor(() =>
      expect(queriesTo(calls, '/api/logistics/shipments/').at(-1)).toContain('state=shipped'),
    );
  });

  it('shows a demo rental’s parcel with its wing, linked to the demo fleet', async () => {
    renderSection('/backoffice/shipments', {
      'GET /api/logistics/shipments/': () =>
        page([
          shipment({
            id: 9,
            order: null,
            rental: { id: 4, serial: 'DEMO-EP2-M-01' },
            name: 'Paula Pilot',
            lines: [],
          }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Shipments' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Demo wing DEMO-EP2-M-01');
    expect(row).toHaveTextContent('Paula Pilot');
    expect(within(row).getByRole('link', { name: 'Demo rental #4' })).toHaveAttribute(
      'href',
      '/backoffice/demo-fleet/rentals/4',
    );
  });

  it('says when there are none', async () => {
    renderSection('/backoffice/shipments', { 'GET /api/logistics/shipments/': () => page([]) });
    expect(await screen.findByText('No shipments yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    renderSection('/backoffice/shipments', {
      'GET /api/logistics/shipments/': () => jsonResponse({ detail: 'Boom' }, 500),
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    stubViewport(true);
    renderSection('/backoffice/shipments', {
      'GET /api/logistics/shipments/': () => page([shipment()]),
    });
    expect(await screen.findByRole('list', { name: 'Shipments' })).toHaveTextContent('#7');
  });
});

describe('a shipment’s page', () => {
  it('offers the label, and hands the parcel over', async () => {
    const { calls, user } = renderSection('/backoffice/shipments/7', {
      'GET /api/logistics/shipments/7/': [
        () => jsonResponse(shipment()),
        () => jsonResponse(shipment({ state: 'shipped', shipment_date: '2026-03-17T08:00:00Z' })),
      ],
      'POST /api/logistics/shipments/7/ship/': () =>
        jsonResponse(shipment({ state: 'shipped', shipment_date: '2026-03-17T08:00:00Z' })),
    });
    expect(await screen.findByRole('link', { name: 'Label (PDF)' })).toHaveAttribute(
      'href',
      '/api/logistics/shipments/7/label.pdf',
    );
    expect(screen.getByRole('link', { name: /CP123456785AT/ })).toHaveAttribute(
      'href',
      'http://shop.test/dev/carrier/track/CP123456785AT',
    );
    await user.click(screen.getByRole('button', { name: 'Handed over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over shipment #7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Handed over' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/logistics/shipments/7/ship/')).toBe(true),
    );
    expect(await screen.findByText(/is on its way/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shipment #7' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Handed over' })).not.toBeInTheDocument(),
    );
  });

  it('cancels, and says why when the carrier refuses', async () => {
    const { user } = renderSection('/backoffice/shipments/7', {
      'GET /api/logistics/shipments/7/': () => jsonResponse(shipment()),
      'POST /api/logistics/shipments/7/cancel/': () =>
        jsonResponse(
          { detail: 'Shipment 7 was handed over to the carrier: it can no longer be cancelled.' },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel shipment #7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the shipment' }));
    expect(await screen.findByText(/can no longer be cancelled/)).toBeInTheDocument();
  });

  it('shows the carrier’s refusal of a failed one, and a missing one', async () => {
    renderSection('/backoffice/shipments/8', {
      'GET /api/logistics/shipments/8/': () =>
        jsonResponse(
          shipment({
            id: 8,
            state: 'failed',
            label_url: null,
            tracking_number: null,
            tracking_url: null,
            last_error: '"1010" is not a postcode of DE.',
          }),
        ),
    });
    expect(await screen.findByText(/not a postcode of DE/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Handed over' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Label (PDF)' })).not.toBeInTheDocument();
  });

  it('says when there is no such shipment', async () => {
    renderSection('/backoffice/shipments/99', {});
    expect(await screen.findByText('There is no shipment 99.')).toBeInTheDocument();
  });
});
