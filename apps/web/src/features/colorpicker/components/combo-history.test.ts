import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, historyReducer, startHistory, type ComboHistory } from './combo-history';

const START = { leading_edge: 'N-404', top_center: 'N-402' };

const run = (state: ComboHistory, ...actions: Parameters<typeof historyReducer>[1][]) =>
  actions.reduce(historyReducer, state);

describe('historyReducer', () => {
  it('sets one zone or several, keeping the others', () => {
    const state = run(
      startHistory(START),
      { type: 'set', colors: { top_center: 'N-401' } },
      { type: 'set', colors: { leading_edge: 'N-402', top_center: 'N-403' } },
    );
    expect(state.present).toEqual({ leading_edge: 'N-402', top_center: 'N-403' });
    expect(state.past).toEqual([START, { leading_edge: 'N-404', top_center: 'N-401' }]);
  });

  it('undoes and redoes step by step', () => {
    const changed = run(
      startHistory(START),
      { type: 'set', colors: { top_center: 'N-401' } },
      { type: 'load', colors: { leading_edge: 'N-401', top_center: 'N-406' } },
    );
    const undone = run(changed, { type: 'undo' });
    expect(undone.present).toEqual({ leading_edge: 'N-404', top_center: 'N-401' });
    const twice = run(undone, { type: 'undo' });
    expect(twice.present).toEqual(START);
    expect(twice.past).toEqual([]);
    expect(run(twice, { type: 'redo' }, { type: 'redo' }).present).toEqual({
      leading_edge: 'N-401',
      top_center: 'N-406',
    });
  });

  it('forgets what was undone once a new change is made', () => {
    const state = run(
      startHistory(START),
      { type: 'set', colors: { top_center: 'N-401' } },
      { type: 'undo' },
      { type: 'set', colors: { leading_edge: 'N-402' } },
    );
    expect(state.future).toEqual([]);
    expect(run(state, { type: 'redo' })).toBe(state);
    expect(state.present).toEqual({ leading_edge: 'N-402', top_center: 'N-402' });
  });

  it('loads a whole combination (a preset, random colours) as one step', () => {
    const preset = { leading_edge: 'N-401', top_center: 'N-406' };
    const state = run(startHistory(START), { type: 'load', colors: preset });
    expect(state.present).toEqual(preset);
    expect(run(state, { type: 'undo' }).present).toEqual(START);
  });

  it('makes no step of a change that changes nothing, nor of undo or redo with nothing to do', () => {
    const start = startHistory(START);
    expect(run(start, { type: 'set', colors: { top_center: 'N-402' } })).toBe(start);
    expect(run(start, { type: 'load', colors: { ...START } })).toBe(start);
    expect(run(start, { type: 'undo' })).toBe(start);
    expect(run(start, { type: 'redo' })).toBe(start);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let state = startHistory(START);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      state = historyReducer(state, { type: 'set', colors: { top_center: `C-${i}` } });
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(state.past[0]).toEqual({ leading_edge: 'N-404', top_center: 'C-19' });
  });
});
