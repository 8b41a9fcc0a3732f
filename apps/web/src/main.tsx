import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPreloadErrorHandler } from './app/preload-error';
import { initSentry } from './app/sentry';

installPreloadErrorHandler();
initSentry();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
