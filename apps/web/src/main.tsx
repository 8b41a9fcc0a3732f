import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPreloadErrorHandler } from './app/preload-error';
import { initSentry } from './app/sentry';

installPreloadErrorHandler();
initSentry();

const root = createRoot(document.getElementById('root')!);
// As a transition, React renders the first tree in short slices instead of one long task
// (docs/decisions/0039-first-render-in-slices.md).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
