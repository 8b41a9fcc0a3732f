import { redirect, type RouteObject } from 'react-router';

/** Where the promo page of the new wing lives; /promo and Sophie Joy's product page lead there. */
export const SOPHIE_PROMO_PATH = '/promo/sophie2025';
export const BARGAINS_PATH = '/store/bargains';

// The loader always redirects; the empty component only tells the router the route is a page.
const to = (path: string): Pick<RouteObject, 'loader' | 'Component'> => ({
  loader: () => redirect(path),
  Component: () => null,
});

/**
 * SPEC.md "Redirects", answered in the browser before any page code loads. Sophie Joy's
 * product route is declared here so the general product route never shows it.
 */
export const catalogRedirects: RouteObject[] = [
  { path: 'store/2ndhand', ...to(BARGAINS_PATH) },
  { path: 'r/rpkt', ...to('/store/products/addons/repair-kit') },
  { path: 'store/products/wings/sophie-joy', ...to(SOPHIE_PROMO_PATH) },
  { path: 'promo', ...to(SOPHIE_PROMO_PATH) },
];
