import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** How long typing pauses before a text filter goes to the address (and the server). */
const TYPING_PAUSE_MS = 300;

/**
 * What a filter of the address may hold: free text, a day (YYYY-MM-DD), a country's two-letter
 * code, or one of a list.
 */
export type FilterKind = 'text' | 'date' | 'country' | readonly string[];

/** A list's filters by their names in the address, and what each may hold. */
export type FilterSpec = Record<string, FilterKind>;

/** The value a filter holds: one of its list (or '' for none), else a string. */
export type FilterValues<S extends FilterSpec> = {
  [K in keyof S]: S[K] extends readonly (infer V)[] ? V | '' : string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[a-z]{2}$/;

/** The value as the filter holds it, or '' where it cannot. */
function accepted(kind: FilterKind, raw: string): string {
  const value = raw.trim();
  if (kind === 'text') return value;
  if (kind === 'date') return DAY.test(value) ? value : '';
  if (kind === 'country') {
    const code = value.toLowerCase();
    return COUNTRY.test(code) ? code : '';
  }
  return kind.includes(value) ? value : '';
}

/** The values of `record` under `keys` only. */
const pick = (record: Record<string, string>, keys: string[]): Record<string, string> =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]!]));

// Each list's address as last shown in this tab, so that a page's way back leads there.
const lastShown = new Map<string, string>();
const withoutSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/** The list at `path` as it was last shown in this tab: its search, filters and page. */
export const listUrl = (path: string): string =>
  `${path}${lastShown.get(withoutSlash(path)) ?? ''}`;

/**
 * A list's filters and page, kept in the address (`?search=…&status=paid&page=2`): a link or a
 * reload shows the same list, and `listUrl` leads back to it. A value a filter cannot hold is
 * left out. A text filter's field shows what is typed at once (`text`, `setText`); the address
 * (and the call) follow once typing pauses. A change of a filter goes back to the first page.
 * The filters named in `keep` (the sort) shape the list without narrowing it: they do not count
 * as `filtered`, and "Clear the filters" keeps them.
 */
export function useListParams<S extends FilterSpec>(
  spec: S,
  { keep = [] }: { keep?: readonly (keyof S & string)[] } = {},
) {
  type Key = keyof S & string;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  useEffect(() => {
    lastShown.set(withoutSlash(location.pathname), location.search);
  }, [location.pathname, location.search]);

  // The address as it is now: a text filter commits once typing pauses, from the render of its
  // last keystroke, and must not undo what another filter changed meanwhile.
  const current = useRef(params);
  useLayoutEffect(() => {
    current.current = params;
  }, [params]);

  const keys = Object.keys(spec) as Key[];
  const values: Record<string, string> = Object.fromEntries(
    keys.map((key) => [key, accepted(spec[key] as FilterKind, params.get(key) ?? '')]),
  );
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  // What is typed in the text filters, until the address holds something else.
  const textKeys = keys.filter((key) => spec[key] === 'text');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [seen, setSeen] = useState(() => pick(values, textKeys));
  const changed = textKeys.filter((key) => seen[key] !== values[key]);
  if (changed.length > 0) {
    // The address changed: by the pause, a link to the bare list, "Clear the filters".
    setSeen(pick(values, textKeys));
    const outdated = changed.filter((key) => key in typed && typed[key]?.trim() !== values[key]);
    if (outdated.length > 0)
      setTyped(
        pick(
          typed,
          Object.keys(typed).filter((key) => !outdated.includes(key as Key)),
        ),
      );
  }

  const timers = useRef(new Map<string, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  /** Sets (or, empty, removes) values of the address; page 1 is left out. */
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(current.current);
    for (const [key, value] of Object.entries(changes))
      if (value && !(key === 'page' && value === '1')) next.set(key, value);
      else next.delete(key);
    current.current = next;
    setParams(next, { replace: true });
  };

  const setFilter = (key: Key, value: string) => update({ [key]: value, page: '1' });

  return {
    filters: values as FilterValues<S>,
    page,
    /** Whether any filter narrows the list. */
    filtered: keys.some((key) => !keep.includes(key) && values[key] !== ''),
    /** What a text filter's field shows. */
    text: (key: Key): string => typed[key] ?? values[key] ?? '',
    /** Something typed in a text filter's field: the filter follows once typing pauses. */
    setText: (key: Key, value: string) => {
      setTyped((before) => ({ ...before, [key]: value }));
      window.clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        window.setTimeout(() => {
          timers.current.delete(key);
          setFilter(key, value.trim());
        }, TYPING_PAUSE_MS),
      );
    },
    /** Sets a filter and goes back to the first page. */
    setFilter,
    setPage: (next: number) => update({ page: String(next) }),
    /** Clears the filters (and what is being typed), keeping those named in `keep`. */
    clear: () => {
      timers.current.forEach((timer) => window.clearTimeout(timer));
      timers.current.clear();
      setTyped({});
      const next = new URLSearchParams();
      for (const key of keep) {
        const value = accepted(spec[key] as FilterKind, current.current.get(key) ?? '');
        if (value) next.set(key, value);
      }
      current.current = next;
      setParams(next, { replace: true });
    },
  };
}

/** A list's state as `useListParams` gives it. */
export type ListParams<S extends FilterSpec> = ReturnType<typeof useListParams<S>>;
