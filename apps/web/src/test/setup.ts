import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFastComputedStyle } from './fast-computed-style';
import { fakeMatchMedia } from './match-media';

// Forms, drawers and the Markdown renderer are lazy chunks: their first import in a test run
// takes a while.
configure({ asyncUtilTimeout: 5000 });

// A query that finds nothing prints the page into its error. While `waitFor` and the `findBy`
// queries try again and again (at each change of the page), nobody reads those errors: on a
// large back-office screen printing the page was a tenth of a test's time. The error that
// ends a wait still shows the page (`waitFor` adds it when it gives up).
// (Testing Library's own flag for "inside a wait": it also leaves out the list of roles then.)
const { getElementError } = getConfig();
const waiting = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: (message, container) =>
    waiting()
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : getElementError(message, container),
});

// MUI's many style sheets make jsdom's style lookups the slowest part of a query: see there.
installFastComputedStyle(window);

// jsdom has no matchMedia; MUI (media queries answer at the first render) and react-hot-toast
// ask it. Tests of a phone layout replace it (see render-route.tsx); each test starts with a
// desktop that prefers nothing.
const desktop = fakeMatchMedia(() => false);
Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: desktop });

afterEach(() => {
  cleanup();
  window.matchMedia = desktop;
});
