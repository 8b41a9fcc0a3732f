import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { catalogRedirects } from '../features/catalog/routes/redirects';
import { colorpickerRedirects } from '../features/colorpicker/routes/redirects';
import { appConfig } from '../lib/app-config';
import { RootLayout } from './root-layout';

/** Lazy route: the page's chunk loads on first visit; the module's default export is the page. */
const page = (
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    // The first page's chunk loads before the first render; the page stays blank meanwhile.
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: ErrorPage,
        children: [
          { index: true, ...page(() => import('../features/home/routes/home-page')) },
          {
            path: 'account/my_account',
            ...page(() => import('../features/accounts/routes/my-account-page')),
          },
          {
            path: 'account/my_orders',
            ...page(() => import('../features/orders/routes/my-orders-page')),
          },
          {
            path: 'account/my_colors',
            ...page(() => import('../features/colorpicker/routes/my-colors-page')),
          },
          {
            path: 'update_password/:uidb64/:token',
            ...page(() => import('../features/accounts/routes/update-password-page')),
          },
          {
            path: 'store/me/update_email',
            ...page(() => import('../features/accounts/routes/update-email-page')),
          },
          {
            path: 'store/checkout',
            ...page(() => import('../features/cart/routes/checkout-page')),
          },
          {
            path: 'store/orders/:key',
            ...page(() => import('../features/orders/routes/order-page')),
          },
          {
            path: 'q/:serial/:secret',
            ...page(() => import('../features/unit-page/routes/unit-page')),
          },
          {
            path: 'store/promocode/:slug',
            ...page(() => import('../features/cart/routes/promocode-page')),
          },
          {
            path: 'store/categories/:slug?',
            ...page(() => import('../features/catalog/routes/category-page')),
          },
          {
            path: 'store/products/:category/:slug',
            ...page(() => import('../features/catalog/routes/product-page')),
          },
          {
            path: 'store/bargains',
            ...page(() => import('../features/catalog/routes/bargains-page')),
          },
          {
            path: 'promo/sophie2025',
            ...page(() => import('../features/catalog/routes/sophie-promo-page')),
          },
          {
            path: 'family/member/:slug',
            ...page(() => import('../features/family/routes/member-page')),
          },
          {
            path: 'family/:slug?',
            ...page(() => import('../features/family/routes/family-page')),
          },
          { path: 'blog', ...page(() => import('../features/blog/routes/blog-list-page')) },
          {
            path: 'blog/:slug',
            ...page(() => import('../features/blog/routes/blog-post-page')),
          },
          ...catalogRedirects,
          {
            path: 'colorpicker',
            ...page(() => import('../features/colorpicker/routes/colorpicker-index-page')),
          },
          {
            path: 'colorpicker/picker/:slug',
            ...page(() => import('../features/colorpicker/routes/picker-page')),
          },
          {
            path: 'colorpicker/combo/:slug',
            ...page(() => import('../features/colorpicker/routes/combo-page')),
          },
          ...colorpickerRedirects,
          {
            path: 'downloads',
            ...page(() => import('../features/downloads/routes/downloads-page')),
          },
          {
            path: 'newsletter/confirm/:secret',
            ...page(() => import('../features/newsletter/routes/confirm-page')),
          },
          {
            path: 'newsletter/unsubscribe/:secret',
            ...page(() => import('../features/newsletter/routes/unsubscribe-page')),
          },
          {
            path: 'backoffice/*',
            ...page(() => import('../features/backoffice/routes/backoffice-gate')),
          },
          {
            path: 'admin/*',
            ...page(() => import('../features/reseller/routes/reseller-area')),
          },
          // Dev mode's data notebook; in prod there is no such page.
          ...(appConfig.mode === 'dev'
            ? [
                {
                  path: 'notebook',
                  ...page(() => import('../features/notebook/routes/notebook-page')),
                },
              ]
            : []),
          // A content page by slug: after every other route (SPEC.md: /:slug).
          { path: ':slug', ...page(() => import('../features/content/routes/content-page')) },
          { path: '*', ...page(() => import('../components/not-found-page')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
