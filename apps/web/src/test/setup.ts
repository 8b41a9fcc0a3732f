import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFastComputedStyle } from './fast-computed-style';

// Forms, drawers and the Markdown renderer are lazy chunks: their first import in a test run
// takes a while.
configure({ asyncUtilTimeout: 5000 });

// MUI's many style sheets make jsdom's style lookups the slowest part of a query: see there.
installFastComputedStyle(window);

// jsdom has no matchMedia; MUI (media queries answer at the first render) and react-hot-toast
// ask it. Tests of a phone layout replace it (see render-route.tsx).
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => cleanup());
