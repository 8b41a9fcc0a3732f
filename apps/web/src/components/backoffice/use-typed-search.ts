import { useEffect, useState } from 'react';

/** How long typing pauses before a picker asks the server. */
const TYPING_PAUSE_MS = 250;

/**
 * What a server-searched picker (an Autocomplete) asks for: the text typed, trimmed, once
 * typing pauses. `onInputChange` goes to the Autocomplete; choosing an option does not search.
 */
export function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const onInputChange = (_: unknown, text: string, reason: string) => {
    if (reason === 'input') setTyped(text);
    if (reason === 'clear') setTyped('');
  };
  return { search, onInputChange };
}
