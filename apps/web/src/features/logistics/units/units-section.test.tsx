import { screen, waitFor, within } from '@testing-library/react';
import type { CheckIntervalList, Unit, UnitList } from '@windfamily/contract/production';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonResponse,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import UnitsSection from './units-section';

setUpListScreens();

const UNITS = '/api/logistics/admin/product_variant_instances';
const unit: Unit = {
  id: 5,
  serial: 'WF26-000005',
  state: 'in_stock',
  variant: { id: 3, sku: 'BREEZE-M', name: 'Breeze M', product_name: 'Breeze' },
  size: 'M',
  location: { id: 1, code: 'WH', name: 'Warehouse' },
  order: '2026-0042',
  order_item_id: 12,
  created_at: '2026-11-20T10:00:00.000Z',
  produced_on: '2026-11-20',
  flying_since: null,
  hours_flown: 0,
  last_check_on: null,
  colors: null,
  certification: 'EN/LTF B',
  purchase_order: { id: 7, number: 'PO-2026-0007', line_id: 70 },
  secret_issued_at: '2026-11-20T10:00:00.000Z',
  next_check: {
    due_on: null,
    hours_left: 100,
    interval_months: 24,
    interval_hours: 100,
    due: false,
  },
  history: [
    {
      id: 1,
      kind: 'production',
      at: '2026-11-20T10:00:00.000Z',
      by: 'staff@example.com',
      summary: 'Sewn at the factory',
      details: {},
    },
  ],
};
const list: UnitList = { count: 1, page: 1, page_size: 50, results: [unit] };
const render = (route: string, handlers: Parameters<typeof renderBackoffice>[2]) =>
  renderBackoffice(<UnitsSection />, { path: '/backoffice/units/*', route }, handlers, [
    'warehouse.manage',
  ]);

describe('UnitsSection', () => {
  it('lists units and searches by serial', async () => {
    const { calls, user } = render('/backoffice/units', {
      [`GET ${UNITS}/`]: () => jsonResponse(list),
    });
    const table = await screen.findByRole('table', { name: 'Units' });
    expect(within(table).getByRole('link', { name: 'WF26-000005' })).toHaveAttribute(
      'href',
      '/backoffice/units/5',
    );
    expect(within(table).getByText('In stock')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Serial number'), 'WF26');
    await screen.findByText('1 unit found');
    expect(
      calls.some((call) => call.path === `${UNITS}/` && call.query.includes('search=WF26')),
    ).toBe(true);
  });

  it('says so when there are none', async () => {
    render('/backoffice/units', {
      [`GET ${UNITS}/`]: () => jsonResponse({ ...list, count: 0, results: [] }),
    });
    expect(await screen.findByText('No units yet')).toBeInTheDocument();
  });

  it('shows a unit with its history and a new label', async () => {
    render('/backoffice/units/5', { [`GET ${UNITS}/5/`]: () => jsonResponse(unit) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unit WF26-000005' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sewn at the factory')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PO-2026-0007' })).toHaveAttribute(
      'href',
      '/backoffice/production/7',
    );
    expect(screen.getByRole('link', { name: 'Print a new label' })).toHaveAttribute(
      'href',
      `${UNITS}/5/label`,
    );
  });

  it('says so when the unit cannot be loaded', async () => {
    render('/backoffice/units/9', {});
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('shows each model’s check interval and sets one', async () => {
    const intervals: CheckIntervalList = {
      count: 2,
      page: 1,
      page_size: 50,
      results: [
        { product_id: 4, model: 'Breeze', months: 24, hours: 100, is_default: true },
        { product_id: 5, model: 'Carlito', months: 12, hours: 50, is_default: false },
      ],
    };
    const { calls, user } = renderBackoffice(
      <UnitsSection />,
      { path: '/backoffice/units/*', route: '/backoffice/units/check-intervals' },
      {
        'GET /api/logistics/admin/check_intervals/': () => jsonResponse(intervals),
        'PUT /api/logistics/admin/check_intervals/4': () =>
          jsonResponse({
            product_id: 4,
            model: 'Breeze',
            months: 18,
            hours: 80,
            is_default: false,
          }),
        'DELETE /api/logistics/admin/check_intervals/5': () =>
          jsonResponse({
            product_id: 5,
            model: 'Carlito',
            months: 24,
            hours: 100,
            is_default: true,
          }),
      },
      ['warehouse.manage'],
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Check intervals' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Check intervals' });
    expect(within(table).getByText('Default')).toBeInTheDocument();
    expect(within(table).getByText('Its own')).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: 'Set the check interval of Breeze' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Check interval of Breeze' });
    // A model on the default has nothing to go back to.
    expect(within(dialog).queryByRole('button', { name: 'Use the default' })).toBeNull();
    const months = within(dialog).getByRole('spinbutton', { name: 'Months' });
    await user.clear(months);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('this field is required')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/logistics/admin/check_intervals/4')).toHaveLength(0);
    await user.type(months, '18');
    const hours = within(dialog).getByRole('spinbutton', { name: 'Hours flown' });
    await user.clear(hours);
    await user.type(hours, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PUT', '/api/logistics/admin/check_intervals/4')[0]!.body).toEqual({
      months: 18,
      hours: 80,
    });

    await user.click(
      within(table).getByRole('button', { name: 'Set the check interval of Carlito' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Check interval of Carlito' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the default' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'DELETE', '/api/logistics/admin/check_intervals/5')).toHaveLength(1);
    expect(callsTo(calls, 'PUT', '/api/logistics/admin/check_intervals/5')).toHaveLength(0);
  });
});
