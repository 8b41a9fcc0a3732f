import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUnit } from '@windfamily/contract/production';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import UnitPage from './unit-page';

const SERIAL = 'WF26-000042';
const SECRET = 'abcdefghijklmnopqrstuv';
const PATH = `/api/logistics/product_variant_instances/${SERIAL}/${SECRET}`;
const routes = [{ path: '/q/:serial/:secret', Component: UnitPage }];

const unit = (over: Partial<PublicUnit> = {}): PublicUnit => ({
  serial: SERIAL,
  model: 'Breeze',
  product_slug: 'breeze',
  category_slug: 'wings',
  size: 'M',
  certification: 'EN/LTF B',
  colors: {
    name: 'Sunset',
    image: { webp: '/media/combos/abc.webp', png: '/media/combos/abc.png' },
    zones: [{ name: 'Top 1', color_name: 'Orange', hex: '#ff8800' }],
  },
  produced_on: '2026-11-20',
  flying_since: null,
  hours_flown: 0,
  last_check_on: null,
  next_check: {
    due_on: null,
    hours_left: 100,
    interval_months: 24,
    interval_hours: 100,
    due: false,
  },
  history: [{ kind: 'production', at: '2026-11-20T10:00:00.000Z', summary: 'Sewn at the factory' }],
  is_owner: false,
  ...over,
});

describe('UnitPage', () => {
  it('shows the wing, its colours, next check and history', async () => {
    stubApi({ [`GET ${PATH}`]: () => jsonResponse(unit()) });
    renderRoutes(routes, { path: `/q/${SERIAL}/${SECRET}`, user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Breeze, size M' }),
    ).toBeInTheDocument();
    expect(screen.getByText('EN/LTF B')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Breeze in Sunset' })).toHaveAttribute(
      'src',
      '/media/combos/abc.webp',
    );
    expect(screen.getByText('Top 1: Orange')).toBeInTheDocument();
    expect(screen.getByText(/The clock starts with the first flight/)).toBeInTheDocument();
    expect(screen.getByText('Sewn at the factory')).toBeInTheDocument();
    expect(screen.queryByText('Your logbook')).not.toBeInTheDocument();
  });

  it('warns when a check is due', async () => {
    stubApi({
      [`GET ${PATH}`]: () =>
        jsonResponse(
          unit({
            flying_since: '2024-01-01',
            next_check: {
              due_on: '2026-01-01',
              hours_left: 20,
              interval_months: 24,
              interval_hours: 100,
              due: true,
            },
          }),
        ),
    });
    renderRoutes(routes, { path: `/q/${SERIAL}/${SECRET}`, user: null });
    expect(await screen.findByText(/A check is due now/)).toBeInTheDocument();
  });

  it('says so for a wrong code', async () => {
    stubApi({});
    renderRoutes(routes, { path: `/q/${SERIAL}/wrong`, user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no wing with this code.');
  });

  it('lets the owner record hours', async () => {
    const calls = stubApi({
      [`GET ${PATH}`]: () => jsonResponse(unit({ is_owner: true })),
      [`POST ${PATH}/hours`]: () => jsonResponse(unit({ is_owner: true, hours_flown: 2.5 })),
    });
    renderRoutes(routes, { path: `/q/${SERIAL}/${SECRET}`, user: null });
    await userEvent.type(await screen.findByLabelText(/Hours flown/), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: `${PATH}/hours`,
      body: { hours: 2.5, note: '' },
    });
    expect(screen.getByText('2.5')).toBeInTheDocument();
  });
});
