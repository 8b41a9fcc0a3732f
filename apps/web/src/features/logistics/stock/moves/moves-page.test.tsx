import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  fill,
  jsonResponse,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../../components/backoffice/test/render';
import { CLERK, HARNESS, LOSSES, levels, move, pageOf, TREE, WH } from '../test/fixtures';
import MovesPage from './moves-page';

const MOVES = '/api/logistics/moves/';

const DRAFT = move({
  id: 32,
  state: 'draft',
  started_date: null,
  finished_date: null,
  to: LOSSES,
  reason: 'Torn on arrival',
});
const REFUSED =
  "Only 1 of HARNESS-M is free (the rest is reserved for orders): 2 cannot leave the shop's stock.";

function renderMoves(route = '/backoffice/stock/moves', handlers = {}) {
  return renderBackoffice(
    <MovesPage />,
    { path: '/backoffice/stock/moves', route },
    {
      'GET /api/logistics/locations/': () => jsonResponse(TREE),
      'GET /api/logistics/levels/': () => jsonResponse(pageOf([levels()])),
      [`GET ${MOVES}`]: () =>
        jsonResponse(pageOf([DRAFT, move({ order: '2026-0042', reason: '' })], 120)),
      ...handlers,
    },
    CLERK,
  );
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Moves' });
  return within(table).getAllByRole('row').slice(1);
}

setUpListScreens();

describe('MovesPage', () => {
  it('lists the moves a page at a time with their places, state, order and why', async () => {
    const { calls, user } = renderMoves();
    const [draft, finished] = await rows();
    expect(draft).toHaveTextContent('2 × HARNESS-M');
    expect(draft).toHaveTextContent('WH → LOSSES');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Torn on arrival');
    expect(within(finished!).getByRole('link', { name: 'Order 2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1–2 of 120 moves');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queriesTo(calls, MOVES)).toContain('page=2'));
  });

  it('filters by state on the server', async () => {
    const { calls, user } = renderMoves();
    await rows();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Started' }));
    await waitFor(() => expect(queriesTo(calls, MOVES)).toContain('page=1&state=started'));
  });

  it('keeps its filters in the address', async () => {
    const { calls } = renderMoves('/backoffice/stock/moves?location=9&state=draft&page=2');
    await rows();
    expect(queriesTo(calls, MOVES)).toEqual(['page=2&state=draft&location=9']);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('LOSSES · Losses');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Draft');
  });

  it('filters by a variant found by SKU or name', async () => {
    const { calls, user } = renderMoves();
    await rows();
    await user.type(screen.getByRole('combobox', { name: 'Variant' }), 'harn');
    await waitFor(() =>
      expect(queriesTo(calls, '/api/logistics/levels/')).toContain('page=1&search=harn'),
    );
    await user.click(await screen.findByRole('option', { name: /Lightness 3 M/ }));
    await waitFor(() => expect(queriesTo(calls, MOVES)).toContain('page=1&variant=11'));
    expect(screen.getByRole('combobox', { name: 'Variant' })).toHaveValue(
      'HARNESS-M · Lightness 3 M',
    );
  });

  it('starts and finishes a draft, and shows the server’s refusal', async () => {
    const { calls, user } = renderMoves('/backoffice/stock/moves', {
      [`POST ${MOVES}32/start/`]: () => jsonResponse(move({ ...DRAFT, state: 'started' })),
      [`POST ${MOVES}32/finish/`]: () => jsonResponse({ detail: REFUSED }, 409),
    });
    await rows();
    await user.click(screen.getByRole('button', { name: /^Start move 32/ }));
    expect(await screen.findByText('Move 32 is started.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Finish move 32/ }));
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${MOVES}32/finish/`)).toHaveLength(1);
  });

  it('cancels a move and reverses a finished one, asking first', async () => {
    const { calls, user } = renderMoves('/backoffice/stock/moves', {
      [`POST ${MOVES}32/cancel/`]: () => jsonResponse({ ...DRAFT, state: 'cancelled' }),
      [`POST ${MOVES}31/reverse/`]: () => jsonResponse(move({ id: 33, reverses_id: 31 }), 201),
    });
    await rows();
    await user.click(screen.getByRole('button', { name: /^Cancel move 32/ }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel the move?' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel the move' }));
    expect(await screen.findByText('Move 32 is cancelled.')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /^Reverse move 32/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Reverse move 31/ }));
    const reverse = await screen.findByRole('dialog', { name: 'Reverse the move?' });
    await user.type(within(reverse).getByRole('textbox', { name: 'Reason' }), 'Wrong shelf');
    await user.click(within(reverse).getByRole('button', { name: 'Reverse it' }));
    expect(await screen.findByText('Move 31 is reversed by move 33.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${MOVES}31/reverse/`)[0]!.body).toEqual({
      reason: 'Wrong shelf',
    });
  });

  it('says what a move misses before sending it', async () => {
    const { calls, user } = renderMoves();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Make a move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a move' });
    await user.click(within(dialog).getByRole('button', { name: 'Move the units' }));
    expect(await within(dialog).findByText('a variant')).toBeInTheDocument();
    expect(within(dialog).getAllByText('a location')).toHaveLength(2);
    expect(callsTo(calls, 'POST', MOVES)).toHaveLength(0);
  });

  it('makes a move, and shows the server’s 409 in the form', async () => {
    const { calls, user } = renderMoves('/backoffice/stock/moves', {
      [`POST ${MOVES}`]: [
        () => jsonResponse({ detail: REFUSED }, 409),
        () => jsonResponse(move({ id: 34, to: LOSSES }), 201),
      ],
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Make a move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a move' });

    await user.click(within(dialog).getByRole('combobox', { name: 'From' }));
    await user.click(await screen.findByRole('option', { name: /WH · Warehouse/ }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Variant' }), 'HARN');
    await waitFor(() =>
      expect(queriesTo(calls, '/api/logistics/levels/')).toContain('page=1&search=HARN&location=1'),
    );
    await user.click(await screen.findByRole('option', { name: /Lightness 3 M/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await user.click(await screen.findByRole('option', { name: /LOSSES · Losses/ }));
    fill(within(dialog).getByRole('spinbutton', { name: 'Units' }), '2');
    fill(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Torn');
    await user.click(within(dialog).getByRole('button', { name: 'Move the units' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSED);

    await user.click(within(dialog).getByRole('button', { name: 'Move the units' }));
    expect(await screen.findByText('2 × HARNESS-M moved from WH to LOSSES.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', MOVES)[1]!.body).toEqual({
      variant_id: HARNESS.id,
      amount: 2,
      from_location_id: WH.id,
      to_location_id: LOSSES.id,
      state: 'finished',
      reason: 'Torn',
    });
  });

  it('says when there are no moves', async () => {
    renderMoves('/backoffice/stock/moves', { [`GET ${MOVES}`]: () => jsonResponse(pageOf([])) });
    expect(await screen.findByText('No moves yet')).toBeInTheDocument();
  });
});
