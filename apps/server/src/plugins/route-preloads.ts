/**
 * The web app's lazy route modules by page path, as in apps/web/src/app/router.tsx (keys of
 * Vite's manifest: paths from apps/web). The one place to update when a page is added there.
 *
 * Why: a lazy route's chunk is only requested once the entry has downloaded and run, a second
 * round trip before the first paint. Preloading it from index.html fetches it beside the
 * entry. Patterns: `:name` is one segment, `:name?` one or none, a trailing `*` any rest;
 * first match wins.
 */
export const ROUTE_MODULES: readonly (readonly [pattern: string, module: string])[] = [
  ['/', 'src/features/home/routes/home-page.tsx'],
  ['/account/my_account', 'src/features/accounts/routes/my-account-page.tsx'],
  ['/account/my_orders', 'src/features/orders/routes/my-orders-page.tsx'],
  ['/account/my_colors', 'src/features/colorpicker/routes/my-colors-page.tsx'],
  ['/update_password/:uidb64/:token', 'src/features/accounts/routes/update-password-page.tsx'],
  ['/store/me/update_email', 'src/features/accounts/routes/update-email-page.tsx'],
  ['/store/checkout', 'src/features/cart/routes/checkout-page.tsx'],
  ['/store/orders/:key', 'src/features/orders/routes/order-page.tsx'],
  ['/store/promocode/:slug', 'src/features/cart/routes/promocode-page.tsx'],
  ['/store/categories/:slug?', 'src/features/catalog/routes/category-page.tsx'],
  ['/store/products/:category/:slug', 'src/features/catalog/routes/product-page.tsx'],
  ['/store/bargains', 'src/features/catalog/routes/bargains-page.tsx'],
  ['/promo/sophie2025', 'src/features/catalog/routes/sophie-promo-page.tsx'],
  ['/family/member/:slug', 'src/features/family/routes/member-page.tsx'],
  ['/family/:slug?', 'src/features/family/routes/family-page.tsx'],
  ['/blog', 'src/features/blog/routes/blog-list-page.tsx'],
  ['/blog/:slug', 'src/features/blog/routes/blog-post-page.tsx'],
  ['/downloads', 'src/features/downloads/routes/downloads-page.tsx'],
  ['/colorpicker', 'src/features/colorpicker/routes/colorpicker-index-page.tsx'],
  ['/colorpicker/picker/:slug', 'src/features/colorpicker/routes/picker-page.tsx'],
  ['/colorpicker/combo/:slug', 'src/features/colorpicker/routes/combo-page.tsx'],
  ['/newsletter/confirm/:secret', 'src/features/newsletter/routes/confirm-page.tsx'],
  ['/newsletter/unsubscribe/:secret', 'src/features/newsletter/routes/unsubscribe-page.tsx'],
  ['/q/:serial/:secret', 'src/features/unit-page/routes/unit-page.tsx'],
  ['/backoffice/*', 'src/features/backoffice/routes/backoffice-gate.tsx'],
  ['/admin/*', 'src/features/reseller/routes/reseller-area.tsx'],
  // Dev mode only (DEV_ONLY_PAGES): in prod the router has no such page.
  ['/notebook', 'src/features/notebook/routes/notebook-page.tsx'],
  // Last: any other single segment is a content page.
  ['/:slug', 'src/features/content/routes/content-page.tsx'],
];

/** The parts of Vite's build manifest (dist/.vite/manifest.json) used here. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether `pathname` is a page of `pattern` (case-insensitive, as React Router matches). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname.toLowerCase());
  for (const [i, part] of want.entries()) {
    if (part === '*') return true;
    const actual = got[i];
    if (actual === undefined) return want.slice(i).every((p) => p === '*' || /^:.+\?$/.test(p));
    if (!part.startsWith(':') && part.toLowerCase() !== actual) return false;
  }
  return want.length === got.length;
}

/** The patterns of ROUTE_MODULES that are pages in dev mode only: in prod they are not found. */
export const DEV_ONLY_PAGES: readonly string[] = ['/notebook'];

/**
 * Returns, for a page path, the `<link rel="modulepreload">` tags of its route chunk and of the
 * chunks that one imports, leaving out what index.html already loads (the entry and its
 * imports). Modules missing from the manifest are skipped.
 */
export function routePreloads(
  manifest: ViteManifest,
  routes: readonly (readonly [string, string])[] = ROUTE_MODULES,
): (pathname: string) => string {
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);

  const tags = routes.map(([pattern, module]) => {
    const files = [...closure(module)].filter((file) => !loaded.has(file));
    const html = files
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    return [pattern, html] as const;
  });
  return (pathname) => tags.find(([pattern]) => matchesRoute(pattern, pathname))?.[1] ?? '';
}
