import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppTheme } from './app/theme';
import { installPreloadErrorHandler } from './app/preload-error';
import { initSentry } from './app/sentry';

installPreloadErrorHandler();
initSentry();

/** Resolves in a task of its own: what follows does not lengthen the task now running. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start in short tasks (docs/decisions/0039-first-render-in-slices.md): the modules'
// evaluation, then the theme, then the first render, which as a transition React renders in
// slices of a few milliseconds.
void (async () => {
  await nextTask();
  const theme = createAppTheme();
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App theme={theme} />
      </StrictMode>,
    );
  });
})();
