import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

// Each list's search, filters and page as last shown, so that a page's way back leads there.
const lastSearch = new Map<string, string>();

/** The list at `path` as it was last shown in this tab. */
export const listUrl = (path: string): string => `${path}${lastSearch.get(path) ?? ''}`;

/**
 * A list's search, filters and page, all kept in the address (and remembered for `listUrl`).
 * The search field shows what is typed at once; the address (and the call) follow once typing
 * pauses. A change of a filter goes back to the first page.
 */
export function useListParams(path: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  useEffect(() => {
    lastSearch.set(path, location.search);
  }, [path, location.search]);
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    // The address changed from outside (a link to the bare list, "Clear the filters").
    setShownSearch(search);
    if (text.trim() !== search) setText(search);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Sets (or, empty, removes) values of the address; page 1 is left out. */
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  /** A filter changed: the list starts again at its first page. */
  const filter = (key: string, value: string) => update({ [key]: value, page: '1' });

  const onSearch = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => update({ search: value.trim(), page: '1' }),
      SEARCH_DELAY_MS,
    );
  };

  const clear = () => {
    window.clearTimeout(timer.current);
    setText('');
    setParams({}, { replace: true });
  };

  return { params, search, page, text, onSearch, update, filter, clear };
}
