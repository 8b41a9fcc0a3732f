import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilters } from '../api';

/** What a filter of the address may hold: free text, a day (YYYY-MM-DD), or one of a list. */
export type FilterKind = 'text' | 'date' | readonly string[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function accepted(kind: FilterKind, value: string): string {
  if (kind === 'text') return value;
  if (kind === 'date') return DAY.test(value) ? value : '';
  return kind.includes(value) ? value : '';
}

/**
 * A list's page and filters, kept in the address (`?search=…&kind=…&page=2`): a link or a
 * reload shows the same list. A value the filter cannot hold is left out.
 */
export function useListParams<K extends string>(spec: Record<K, FilterKind>) {
  const [params, setParams] = useSearchParams();
  // The address as it is now: a text filter commits once typing pauses, from the render of
  // its last keystroke, and must not undo what another filter changed meanwhile.
  const current = useRef(params);
  useLayoutEffect(() => {
    current.current = params;
  }, [params]);
  const keys = Object.keys(spec) as K[];
  const filters = Object.fromEntries(
    keys.map((key) => [key, accepted(spec[key], params.get(key)?.trim() ?? '')]),
  ) as Record<K, string> & ListFilters;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(current.current);
    for (const [key, value] of Object.entries(changes))
      if (value && !(key === 'page' && value === '1')) next.set(key, value);
      else next.delete(key);
    current.current = next;
    setParams(next, { replace: true });
  };

  return {
    filters,
    page,
    /** Whether any filter is set. */
    filtered: keys.some((key) => filters[key] !== ''),
    /** Sets a filter and goes back to the first page. */
    setFilter: (key: K, value: string) => update({ [key]: value, page: '1' }),
    setPage: (next: number) => update({ page: String(next) }),
    clear: () => {
      current.current = new URLSearchParams();
      setParams({}, { replace: true });
    },
  };
}
