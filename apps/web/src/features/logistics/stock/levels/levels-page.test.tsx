import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../../components/backoffice/test/render';
import { stubViewport } from '../../../../test/render-route';
import { CLERK, levels, pageOf, TREE, WING } from '../test/fixtures';
import LevelsPage from './levels-page';

const LEVELS = '/api/logistics/levels/';

function renderLevels(route = '/backoffice/stock', handlers = {}) {
  return renderBackoffice(
    <LevelsPage />,
    { path: '/backoffice/stock', route },
    {
      'GET /api/logistics/locations/': () => jsonResponse(TREE),
      [`GET ${LEVELS}`]: () =>
        jsonResponse(pageOf([levels(), levels({ variant: WING, available: 0, levels: [] })])),
      ...handlers,
    },
    CLERK,
  );
}

setUpListScreens();

describe('LevelsPage', () => {
  it('shows the location tree with what each place holds, and each variant’s units per place', async () => {
    const { calls } = renderLevels();
    const tree = await screen.findByRole('navigation', { name: 'Locations' });
    expect(
      within(tree).getByRole('button', { name: /WH\/A · Shelf A\s*5 units · 2 variants/ }),
    ).toBeInTheDocument();
    expect(
      within(tree).getByRole('button', { name: /SUPPLIERS .*Gave 14 units/ }),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Variants and their units' });
    const [harness, wing] = within(table).getAllByRole('row').slice(1);
    expect(harness).toHaveTextContent('Lightness 3 MHARNESS-M');
    expect(harness).toHaveTextContent('WH 3WH/A 2SUPPLIERS -7DEMO 2');
    expect(within(harness!).getByRole('link', { name: 'Moves of HARNESS-M' })).toHaveAttribute(
      'href',
      '/backoffice/stock/moves?variant=11',
    );
    expect(wing).toHaveTextContent('None anywhere');
    expect(screen.getByRole('status')).toHaveTextContent('2 variants');
    expect(queriesTo(calls, LEVELS)).toEqual(['page=1']);
  });

  it('sets a variant’s minimum in place, saved when the field is left', async () => {
    const { calls, user } = renderLevels('/backoffice/stock', {
      'PUT /api/logistics/levels/11/minimum/': () => jsonResponse(levels({ minimum: 5 })),
    });
    const field = await screen.findByRole('spinbutton', { name: 'Minimum of HARNESS-M' });
    expect(field).toHaveValue(0);
    await user.clear(field);
    await user.type(field, '5');
    await user.tab();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { minimum: 5 },
      ]),
    );
    expect(await screen.findByText('Minimum of HARNESS-M: 5')).toBeInTheDocument();
  });

  it('narrows the variants to a place and finds them by SKU or name', async () => {
    const { calls, user } = renderLevels();
    const tree = await screen.findByRole('navigation', { name: 'Locations' });
    await user.click(within(tree).getByRole('button', { name: /WH\/A · Shelf A/ }));
    await waitFor(() => expect(queriesTo(calls, LEVELS)).toContain('page=1&location=2'));
    expect(await screen.findByRole('columnheader', { name: 'Units at WH/A' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Variant' }), 'zeno');
    await waitFor(() =>
      expect(queriesTo(calls, LEVELS)).toContain('page=1&search=zeno&location=2'),
    );
  });

  it('says when nothing matches and offers the whole list', async () => {
    renderLevels('/backoffice/stock?search=nothing', {
      [`GET ${LEVELS}`]: () => jsonResponse(pageOf([])),
    });
    expect(await screen.findByText('No variants match')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Show every variant' });
  });

  it('tells a failed load and offers to try again', async () => {
    renderLevels('/backoffice/stock', {
      [`GET ${LEVELS}`]: () => jsonResponse({ detail: 'The database is away.' }, 500),
    });
    expect(await screen.findByText(/The variants could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('on a phone, picks the place from a list and shows the variants as cards', async () => {
    stubViewport(true);
    const { calls, user } = renderLevels();
    expect(
      await screen.findByRole('list', { name: 'Variants and their units' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: /DEMO · Demo fleet/ }));
    await waitFor(() => expect(queriesTo(calls, LEVELS)).toContain('page=1&location=7'));
  });
});
