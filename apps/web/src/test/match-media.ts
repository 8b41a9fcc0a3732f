/** A `window.matchMedia` whose lists match the queries `matches` accepts, and never change. */
export const fakeMatchMedia = (matches: (query: string) => boolean) => (query: string) =>
  ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
