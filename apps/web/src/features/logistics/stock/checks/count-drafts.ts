import { useCallback, useState } from 'react';

/** What was counted on each line of a check and not yet confirmed by the server, by line. */
export type CountDrafts = Record<number, number>;

const keyOf = (checkId: number) => `stock-count:${checkId}`;

function read(checkId: number): CountDrafts {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(keyOf(checkId)) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    const drafts: CountDrafts = {};
    for (const [line, counted] of Object.entries(stored))
      if (/^\d+$/.test(line) && Number.isInteger(counted) && (counted as number) >= 0)
        drafts[Number(line)] = counted as number;
    return drafts;
  } catch {
    return {};
  }
}

function write(checkId: number, drafts: CountDrafts) {
  try {
    if (Object.keys(drafts).length === 0) window.localStorage.removeItem(keyOf(checkId));
    else window.localStorage.setItem(keyOf(checkId), JSON.stringify(drafts));
  } catch {
    // A browser that keeps nothing still saves each count on the server as it goes.
  }
}

/**
 * The counts of a check typed but not yet saved, kept in the browser as well: a reload, a
 * lost connection or a closed tab loses none of them, and they are sent again.
 */
export function useCountDrafts(checkId: number) {
  const [drafts, setDrafts] = useState<CountDrafts>(() => read(checkId));
  const set = useCallback(
    (lineId: number, counted: number) =>
      setDrafts((before) => {
        write(checkId, { ...read(checkId), [lineId]: counted });
        return { ...before, [lineId]: counted };
      }),
    [checkId],
  );
  /** The server has `counted` for the line: its draft goes, unless a newer one came since. */
  const settle = useCallback(
    (lineId: number, counted?: number) =>
      setDrafts((before) => {
        if (!(lineId in before) || (counted !== undefined && before[lineId] !== counted))
          return before;
        // The browser's copy may hold a newer count (another tab, a page opened since): only
        // this page's own draft of the line goes.
        const stored = read(checkId);
        if (stored[lineId] === before[lineId]) {
          delete stored[lineId];
          write(checkId, stored);
        }
        const next = { ...before };
        delete next[lineId];
        return next;
      }),
    [checkId],
  );
  return { drafts, set, settle };
}
