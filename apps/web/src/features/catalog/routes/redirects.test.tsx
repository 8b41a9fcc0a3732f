import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes as appRoutes } from '../../../app/router';
import { renderRoutes } from '../../../test/render-route';
import { catalogRedirects } from './redirects';

const routes = [
  {
    path: '/',
    children: [
      ...catalogRedirects,
      { path: 'store/bargains', element: <p>bargains page</p> },
      { path: 'store/products/:category/:slug', element: <p>product page</p> },
      { path: 'promo/sophie2025', element: <p>promo page</p> },
    ],
  },
];

describe('catalog redirects (SPEC.md "Redirects")', () => {
  it.each([
    ['/store/2ndhand', '/store/bargains', 'bargains page'],
    ['/store/2ndhand/', '/store/bargains', 'bargains page'],
    ['/r/rpkt', '/store/products/addons/repair-kit', 'product page'],
    ['/store/products/wings/sophie-joy', '/promo/sophie2025', 'promo page'],
    ['/promo', '/promo/sophie2025', 'promo page'],
  ])('sends %s to %s', async (from, to, page) => {
    const { router } = renderRoutes(routes, { path: from, user: null });
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });

  it('leaves the other product pages alone', async () => {
    const { router } = renderRoutes(routes, { path: '/store/products/wings/carlito', user: null });
    expect(await screen.findByText('product page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store/products/wings/carlito');
  });
});

describe("the app's route table", () => {
  it.each([
    ['/store/products/wings/sophie-joy', 'store/products/wings/sophie-joy'],
    ['/store/products/wings/carlito', 'store/products/:category/:slug'],
    ['/store/2ndhand', 'store/2ndhand'],
    ['/promo', 'promo'],
    ['/promo/sophie2025', 'promo/sophie2025'],
    ['/r/rpkt', 'r/rpkt'],
  ])('routes %s to %s', (path, routePath) => {
    expect(matchRoutes(appRoutes, path)?.at(-1)?.route.path).toBe(routePath);
  });
});
