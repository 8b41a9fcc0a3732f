// The site's own page-view counter (docs/decisions/0029-web-statistics.md): one beacon per
// route change and per goal, no cookie, nothing when the browser asks not to be tracked. Kept
// tiny and free of imports: it is part of the first page's JavaScript.

/** `WEBSTATS_PATHS.collect` of the contract (not imported: that module brings zod along). */
export const COLLECT_PATH = '/api/webstats/collect/';

/** Staff's and developers' pages are not the site's visits. */
const NOT_COUNTED = /^\/(backoffice|admin|notebook|dev)(\/|$)/;
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

let firstView = true;

/** Whether the browser asks not to be tracked (Do-Not-Track or Global Privacy Control). */
export function refusesTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Reports a page view of `path`, or the goal reached on it. */
export function sendBeacon(path: string, goal?: 'cart' | 'order'): void {
  if (typeof navigator.sendBeacon !== 'function' || refusesTracking() || NOT_COUNTED.test(path))
    return;
  const body: Record<string, string | number> = { path, screen_width: window.screen.width };
  if (!goal) {
    if (firstView && document.referrer) body.referrer = document.referrer;
    firstView = false;
    const query = new URLSearchParams(window.location.search);
    for (const key of UTM) {
      const value = query.get(key);
      if (value) body[key] = value.slice(0, 100);
    }
  } else body.goal = goal;
  try {
    navigator.sendBeacon(COLLECT_PATH, JSON.stringify(body));
  } catch {
    // A refused beacon (too much queued data) is a page view less, nothing more.
  }
}

/** Reports a goal reached on the current page: `cart` (an item in the cart) or `order`. */
export const sendGoal = (goal: 'cart' | 'order'): void =>
  sendBeacon(window.location.pathname, goal);

interface RouterLike {
  state: { location: { pathname: string }; navigation: { state: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/** Reports the first page and every route change of `router`; answers the unsubscription. */
export function countPageViews(router: RouterLike): () => void {
  let last: string | undefined;
  const report = (pathname: string) => {
    if (pathname === last) return;
    last = pathname;
    sendBeacon(pathname);
  };
  report(router.state.location.pathname);
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle') report(state.location.pathname);
  });
}

/** Forgets the first page (tests). */
export function resetBeacon(): void {
  firstView = true;
}
