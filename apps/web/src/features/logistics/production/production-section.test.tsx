import { screen, waitFor, within } from '@testing-library/react';
import type {
  LinePreparedResult,
  OrderLinesToMake,
  PurchaseOrder,
  PurchaseOrderList,
  VariantsToMake,
} from '@windfamily/contract/production';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonResponse,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import ProductionSection from './production-section';

setUpListScreens();

const PO = '/api/logistics/admin/purchase_orders';
const order = (over: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  id: 7,
  number: 'PO-2026-0007',
  state: 'draft',
  note: 'Autumn batch',
  created_at: '2026-11-20T10:00:00.000Z',
  created_by: 'staff@example.com',
  sent_at: null,
  finished_at: null,
  cancelled_at: null,
  line_count: 1,
  requested_finish_on: null,
  has_pdf: false,
  lines: [
    {
      id: 70,
      purchase_order_id: 7,
      position: 1,
      variant: { id: 3, sku: 'BREEZE-M', name: 'Breeze M', product_name: 'Breeze' },
      purpose: 'order',
      order_item_id: 12,
      order: '2026-0042',
      size: 'M',
      colors: null,
      note: '',
      state: 'open',
      requested_finish_on: null,
      confirmed_finish_on: null,
      actual_finish_on: null,
      prepared_at: null,
      unit: null,
    },
  ],
  ...over,
});
const list = (rows: PurchaseOrder[]): PurchaseOrderList => ({
  count: rows.length,
  page: 1,
  page_size: 50,
  results: rows.map(({ lines: _lines, has_pdf: _pdf, ...row }) => row),
});
const render = (route: string, handlers: Parameters<typeof renderBackoffice>[2]) =>
  renderBackoffice(<ProductionSection />, { path: '/backoffice/production/*', route }, handlers, [
    'warehouse.manage',
  ]);

describe('ProductionSection', () => {
  it('lists purchase orders', async () => {
    render('/backoffice/production', { [`GET ${PO}/`]: () => jsonResponse(list([order()])) });
    expect(screen.getByRole('heading', { level: 1, name: 'Production' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    expect(within(table).getByRole('link', { name: 'PO-2026-0007' })).toHaveAttribute(
      'href',
      '/backoffice/production/7',
    );
    expect(within(table).getByText('Draft')).toBeInTheDocument();
  });

  it('says so when there are none, and when they fail to load', async () => {
    render('/backoffice/production', { [`GET ${PO}/`]: () => jsonResponse(list([])) });
    expect(await screen.findByText('No purchase orders yet')).toBeInTheDocument();
  });

  it('marks a line prepared and shows its secret once, with the label', async () => {
    const made: LinePreparedResult = {
      line: { ...order().lines[0]!, state: 'prepared' },
      unit: { id: 5 } as LinePreparedResult['unit'],
      secret: 'abcdefghijklmnopqrstuv',
      page_url: 'http://localhost/q/WF26-000005/abcdefghijklmnopqrstuv',
    };
    made.unit.serial = 'WF26-000005';
    const { calls, user } = render('/backoffice/production/7', {
      [`GET ${PO}/7/`]: () => jsonResponse(order({ state: 'sent', has_pdf: true })),
      'PUT /api/logistics/admin/purchase_order_lines/70/prepared': () => jsonResponse(made),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase order PO-2026-0007' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `${PO}/7/pdf`,
    );
    await user.click(screen.getByRole('button', { name: 'Mark prepared' }));
    expect(await screen.findByText('Unit WF26-000005 made.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print label' })).toHaveAttribute(
      'href',
      '/api/logistics/admin/product_variant_instances/5/label?secret=abcdefghijklmnopqrstuv',
    );
    expect(
      callsTo(calls, 'PUT', '/api/logistics/admin/purchase_order_lines/70/prepared'),
    ).toHaveLength(1);
  });

  it('sends a draft to the factory and shows a refusal', async () => {
    const { calls, user } = render('/backoffice/production/7', {
      [`GET ${PO}/7/`]: () => jsonResponse(order()),
      [`POST ${PO}/7/prepare`]: () =>
        jsonResponse({ detail: 'The purchase order has no wings to sew: add a line first.' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Send to the factory' }));
    expect(
      await screen.findByText('The purchase order has no wings to sew: add a line first.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${PO}/7/prepare`)).toHaveLength(1);
  });

  it('adds the wing of an order line picked by its order number', async () => {
    const waiting: OrderLinesToMake = {
      results: [
        {
          order_item_id: 12,
          order: '2026-0042',
          customer: 'Wanda Wing',
          ordered_at: '2026-11-20T10:00:00.000Z',
          variant: { id: 3, sku: 'BREEZE-M', name: 'Breeze M', product_name: 'Breeze' },
          size: 'M',
          colors: null,
          amount: 2,
          on_purchase_orders: 1,
        },
      ],
    };
    const { calls, user } = render('/backoffice/production/7', {
      [`GET ${PO}/7/`]: () => jsonResponse(order()),
      'GET /api/logistics/admin/order_lines_to_make/': () => jsonResponse(waiting),
      [`POST ${PO}/7/create_line_from_order_line`]: () => jsonResponse(order()),
    });
    const form = await screen.findByRole('form', { name: 'Add a wing for an order line' });
    // Nothing picked: said so, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Add the wing' }));
    expect(await within(form).findByText('Pick an order line.')).toBeInTheDocument();
    await user.type(within(form).getByRole('combobox', { name: 'Order line' }), '2026-0042');
    const option = await screen.findByRole('option', { name: /2026-0042 Wanda Wing/ });
    expect(option).toHaveTextContent('Breeze M · standard colours · 1 of 2 on order');
    await user.click(option);
    await user.click(within(form).getByRole('button', { name: 'Add the wing' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', `${PO}/7/create_line_from_order_line`)).toHaveLength(1),
    );
    expect(callsTo(calls, 'POST', `${PO}/7/create_line_from_order_line`)[0]!.body).toEqual({
      order_item_id: 12,
    });
  });

  it('adds wings for the demo fleet picked by model and size, and shows a refusal', async () => {
    const variants: VariantsToMake = {
      results: [{ id: 3, sku: 'BREEZE-M', name: 'Breeze M', product_name: 'Breeze', size: 'M' }],
    };
    const { calls, user } = render('/backoffice/production/7', {
      [`GET ${PO}/7/`]: () => jsonResponse(order()),
      'GET /api/logistics/admin/variants_to_make/': () => jsonResponse(variants),
      [`POST ${PO}/7/create_line`]: () =>
        jsonResponse(
          {
            detail:
              'The purchase order was sent to the factory already: add the wing to a new one.',
          },
          409,
        ),
    });
    const form = await screen.findByRole('form', { name: 'Add wings for stock or the demo fleet' });
    await user.type(within(form).getByRole('combobox', { name: 'Wing' }), 'breeze m');
    await user.click(await screen.findByRole('option', { name: /Breeze M/ }));
    await user.click(within(form).getByRole('combobox', { name: 'For' }));
    await user.click(await screen.findByRole('option', { name: 'Demo fleet' }));
    const wings = within(form).getByRole('spinbutton', { name: 'Wings' });
    await user.clear(wings);
    await user.type(wings, '2');
    await user.click(within(form).getByRole('button', { name: 'Add the wings' }));
    expect(
      await within(form).findByText(
        'The purchase order was sent to the factory already: add the wing to a new one.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${PO}/7/create_line`)[0]!.body).toEqual({
      variant_id: 3,
      purpose: 'demo',
      amount: 2,
    });
  });
});
