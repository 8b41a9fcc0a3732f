const RELOAD_KEY = 'preload-error-reload';

/**
 * A lazy page chunk that fails to load (usually: a new version was deployed and the old
 * chunk is gone) raises `vite:preloadError`. Reload once to get the new version instead of
 * a blank page; if that did not help, let the error reach the error page.
 */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last > 10_000) {
      event.preventDefault();
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
    }
  });
}
