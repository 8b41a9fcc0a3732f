import { screen, waitFor, within } from '@testing-library/react';
import type { StockCheck } from '@windfamily/contract/logistics';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApiCall,
  callsTo,
  jsonResponse,
  renderBackoffice,
  setUpListScreens,
} from '../../../../components/backoffice/test/render';
import { stubViewport } from '../../../../test/render-route';
import { check, CLERK, line, WING } from '../test/fixtures';
import CheckPage from './check-page';

const CHECK = '/api/logistics/stock_checks/21/';
const LINE = `${CHECK}lines/51/`;

/** The check as the server answers after a line is counted. */
const countedAnswer = (call: ApiCall, base: StockCheck = check()) => {
  const lineId = Number(call.path.split('/').at(-2));
  const { counted } = call.body as { counted: number };
  return jsonResponse({
    ...base,
    lines: base.lines.map((one) =>
      one.id === lineId
        ? { ...one, counted, counted_at: '2026-11-25T08:05:00Z', moved: false }
        : one,
    ),
  });
};

function renderCheck(handlers = {}, answer: StockCheck = check()) {
  return renderBackoffice(
    <CheckPage />,
    { path: '/backoffice/stock/checks/:checkId', route: '/backoffice/stock/checks/21' },
    {
      [`GET ${CHECK}`]: () => jsonResponse(answer),
      [`PUT ${LINE}`]: (call) => countedAnswer(call, answer),
      [`PUT ${CHECK}lines/52/`]: (call) => countedAnswer(call, answer),
      ...handlers,
    },
    CLERK,
  );
}

setUpListScreens();
afterEach(() => window.localStorage.clear());

describe('CheckPage', () => {
  it('counts a line with − and + on a phone, saving each count as it goes', async () => {
    stubViewport(true);
    const { calls, user } = renderCheck();
    expect(await screen.findByRole('heading', { name: 'Count of WH/A' })).toBeInTheDocument();
    const harness = screen.getByRole('listitem', { name: 'Lightness 3 M, HARNESS-M' });
    expect(harness).toHaveTextContent('expected 5');
    expect(harness).toHaveTextContent('Not counted yet');
    await user.click(within(harness).getByRole('button', { name: 'One more HARNESS-M' }));
    await user.click(within(harness).getByRole('button', { name: 'One more HARNESS-M' }));
    expect(within(harness).getByRole('textbox', { name: 'Counted HARNESS-M' })).toHaveValue('2');
    await waitFor(() => expect(within(harness).getByRole('status')).toHaveTextContent('Saved'));
    // The taps in a row are one save of the last number.
    expect(callsTo(calls, 'PUT', LINE).map((call) => call.body)).toEqual([{ counted: 2 }]);
    expect(screen.getByText('1 of 2 counted')).toBeInTheDocument();

    await user.click(within(harness).getByRole('button', { name: 'One fewer HARNESS-M' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', LINE).map((call) => call.body)).toEqual([
        { counted: 2 },
        { counted: 1 },
      ]),
    );
  });

  it('takes a typed number, and Enter goes on to the next line', async () => {
    const { calls, user } = renderCheck();
    const field = await screen.findByRole('textbox', { name: 'Counted HARNESS-M' });
    await user.click(field);
    await user.keyboard('7{Enter}');
    expect(screen.getByRole('textbox', { name: 'Counted ZENO-2-ML' })).toHaveFocus();
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', LINE).map((call) => call.body)).toEqual([{ counted: 7 }]),
    );
  });

  it('loses no count on a reload: what was not saved is sent again', async () => {
    window.localStorage.setItem('stock-count:21', JSON.stringify({ 51: 4 }));
    const { calls } = renderCheck();
    const field = await screen.findByRole('textbox', { name: 'Counted HARNESS-M' });
    // The count kept in the browser is shown and sent again (then the server's answer holds it).
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', LINE).map((call) => call.body)).toEqual([{ counted: 4 }]),
    );
    await waitFor(() => expect(field).toHaveValue('4'));
    await waitFor(() => expect(window.localStorage.getItem('stock-count:21')).toBeNull());
  });

  it('keeps a count that could not be saved, and says why', async () => {
    const { user } = renderCheck({
      [`PUT ${LINE}`]: () => jsonResponse({ detail: 'The server is away.' }, 503),
    });
    const harness = await screen.findByRole('listitem', { name: 'Lightness 3 M, HARNESS-M' });
    await user.click(within(harness).getByRole('button', { name: 'One more HARNESS-M' }));
    await waitFor(() =>
      expect(within(harness).getByRole('status')).toHaveTextContent(/^Not saved/),
    );
    expect(JSON.parse(window.localStorage.getItem('stock-count:21')!)).toEqual({ 51: 1 });
  });

  it('calls out a line whose stock moved since, in the server’s words, and counts it again', async () => {
    const moved = check({
      lines: [
        line({ counted: 5, counted_at: '2026-11-25T08:01:00Z', current: 4, moved: true }),
        line({ id: 52, variant: WING, expected: 2, current: 3, moved: true }),
      ],
    });
    const { calls, user } = renderCheck({}, moved);
    const harness = await screen.findByRole('listitem', { name: 'Lightness 3 M, HARNESS-M' });
    expect(harness).toHaveTextContent(
      'Stock of HARNESS-M moved after it was counted: count it again.',
    );
    expect(screen.getByRole('listitem', { name: 'Zeno 2 ML, ZENO-2-ML' })).toHaveTextContent(
      'Stock of ZENO-2-ML moved after the count began: the ledger now has 3.',
    );
    expect(screen.getByText('2 to count again')).toBeInTheDocument();
    await user.click(within(harness).getByRole('button', { name: 'Still 5' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', LINE).map((call) => call.body)).toEqual([{ counted: 5 }]),
    );
  });

  it('takes a line out of the open count after asking', async () => {
    const { calls, user } = renderCheck({
      [`DELETE /api/logistics/admin/stock_check_lines/52/`]: () =>
        new Response(null, { status: 204 }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Take ZENO-2-ML out of the count' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take the line out of the count?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('ZENO-2-ML is taken out of the count.')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/logistics/admin/stock_check_lines/52/')).toHaveLength(1);
    expect(callsTo(calls, 'GET', CHECK).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the differences before applying, and the server’s refusal', async () => {
    const counted = check({
      lines: [
        line({ counted: 3, counted_at: '2026-11-25T08:01:00Z' }),
        line({ id: 52, variant: WING, expected: 2, current: 2, counted: 2 }),
      ],
    });
    const refusal = 'Stock of HARNESS-M moved after it was counted: count it again.';
    const applied = { ...counted, state: 'applied', applied_at: '2026-11-25T09:00:00Z' };
    const { user } = renderCheck(
      {
        [`GET ${CHECK}`]: [() => jsonResponse(counted), () => jsonResponse(applied)],
        [`POST ${CHECK}apply/`]: [
          () => jsonResponse({ detail: refusal }, 409),
          () => jsonResponse(applied),
        ],
      },
      counted,
    );
    await user.click(await screen.findByRole('button', { name: 'Apply…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the count of WH/A?' });
    const rows = within(within(dialog).getByRole('table', { name: 'Differences' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('HARNESS-M53−2');
    await user.click(within(dialog).getByRole('button', { name: 'Apply the count' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Apply the count' }));
    expect(
      await screen.findByText(
        'The count of WH/A is applied: the differences are booked with the losses.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Moves of WH/A' })).toHaveAttribute(
      'href',
      '/backoffice/stock/moves?location=2',
    );
    expect(screen.queryByRole('button', { name: /One more/ })).not.toBeInTheDocument();
  });

  it('says when there is no such count', async () => {
    renderCheck({
      [`GET ${CHECK}`]: () => jsonResponse({ detail: 'There is no such stock check.' }, 404),
    });
    expect(await screen.findByText('There is no such stock check')).toBeInTheDocument();
  });
});
