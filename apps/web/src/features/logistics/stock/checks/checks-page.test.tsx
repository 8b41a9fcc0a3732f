import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonResponse,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../../components/backoffice/test/render';
import StockSection from '../stock-section';
import { check, checkSummary, CLERK, line, pageOf, TREE, WH } from '../test/fixtures';

const CHECKS = '/api/logistics/stock_checks/';

const APPLIED = check({
  id: 20,
  location: WH,
  state: 'applied',
  applied_at: '2026-11-24T17:00:00Z',
  lines: [line({ counted: 4 })],
});

function renderChecks(route = '/backoffice/stock/checks', handlers = {}) {
  return renderBackoffice(
    <StockSection />,
    { path: '/backoffice/stock/*', route },
    {
      'GET /api/logistics/locations/': () => jsonResponse(TREE),
      [`GET ${CHECKS}`]: () => jsonResponse(pageOf([checkSummary(), checkSummary(APPLIED)])),
      [`GET ${CHECKS}21/`]: () => jsonResponse(check()),
      ...handlers,
    },
    CLERK,
  );
}

setUpListScreens();

describe('ChecksPage', () => {
  it('lists the counts with their place, progress and state; each leads to its count', async () => {
    const { calls } = renderChecks();
    const table = await screen.findByRole('table', { name: 'Stock checks' });
    const [open, applied] = within(table).getAllByRole('row').slice(1);
    expect(open).toHaveTextContent('WH/A · Shelf A');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('0 of 2');
    expect(within(open!).getByRole('link', { name: /WH\/A · Shelf A/ })).toHaveAttribute(
      'href',
      '/backoffice/stock/checks/21',
    );
    expect(applied).toHaveTextContent('Applied');
    expect(applied).toHaveTextContent('1 of 1');
    expect(applied).toHaveTextContent('Applied 24 Nov 2026');
    expect(queriesTo(calls, CHECKS)).toEqual(['page=1']);
  });

  it('begins a count of a real place and opens it', async () => {
    const { calls, user, router } = renderChecks('/backoffice/stock/checks', {
      [`POST ${CHECKS}`]: () => jsonResponse(check(), 201),
    });
    await screen.findByRole('table', { name: 'Stock checks' });
    await user.click(screen.getByRole('button', { name: 'Begin a count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Begin a count' });
    await user.click(within(dialog).getByRole('button', { name: 'Begin counting' }));
    expect(await within(dialog).findByText('Choose the place to count.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Location' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain(
      expect.stringContaining('LOSSES'),
    );
    await user.click(screen.getByRole('option', { name: /WH\/A · Shelf A/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Begin counting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/stock/checks/21'));
    expect(callsTo(calls, 'POST', CHECKS)[0]!.body).toEqual({ location_id: 2, note: '' });
    expect(await screen.findByRole('heading', { name: 'Count of WH/A' })).toBeInTheDocument();
  });

  it('says when there are no counts yet', async () => {
    renderChecks('/backoffice/stock/checks', { [`GET ${CHECKS}`]: () => jsonResponse(pageOf([])) });
    expect(await screen.findByText('No stock checks yet')).toBeInTheDocument();
  });
});
