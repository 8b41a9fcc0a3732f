import type { ComboColors } from '@windfamily/contract/colorpicker';
import { sameColors } from './combo-colors';

/** The picker's colours with the steps before (undo) and after them (redo). */
export interface ComboHistory {
  past: ComboColors[];
  present: ComboColors;
  future: ComboColors[];
}

export type HistoryAction =
  /** One zone or several (a zone and its mirror) take new colours. */
  | { type: 'set'; colors: ComboColors }
  /** All zones at once: a preset, a random combination, a saved combo. */
  | { type: 'load'; colors: ComboColors }
  | { type: 'undo' }
  | { type: 'redo' };

/** Steps kept for undo: enough for a long session, bounded for memory. */
export const HISTORY_LIMIT = 100;

export const startHistory = (colors: ComboColors): ComboHistory => ({
  past: [],
  present: colors,
  future: [],
});

const advance = (state: ComboHistory, next: ComboColors): ComboHistory =>
  sameColors(next, state.present)
    ? state
    : {
        past: [...state.past, state.present].slice(-HISTORY_LIMIT),
        present: next,
        // A new change starts a new branch: what was undone cannot be redone any more.
        future: [],
      };

export function historyReducer(state: ComboHistory, action: HistoryAction): ComboHistory {
  switch (action.type) {
    case 'set':
      return advance(state, { ...state.present, ...action.colors });
    case 'load':
      return advance(state, action.colors);
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
  }
}
