import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUp } from '../lib/find-up';
import { matchesRoute, ROUTE_MODULES, routePreloads, type ViteManifest } from './route-preloads';

// The shape Vite writes: the entry with its static imports, lazy route chunks importing shared
// chunks and the entry itself.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_stack-1.js': { file: 'assets/stack-1.js', imports: ['_vendor-1.js'] },
  'src/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_vendor-1.js'] },
  'src/product.tsx': {
    file: 'assets/product-1.js',
    imports: ['index.html', '_stack-1.js', '_vendor-1.js'],
  },
};
const routes = [
  ['/', 'src/home.tsx'],
  ['/store/products/:category/:slug', 'src/product.tsx'],
  ['/backoffice/*', 'src/product.tsx'],
  ['/gone', 'src/removed-page.tsx'],
] as const;
const preloads = routePreloads(manifest, routes);
const preloaded = (pathname: string) =>
  [...preloads(pathname).matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('routePreloads', () => {
  it("preloads the page's route chunk, not what index.html already loads", () => {
    expect(preloaded('/')).toEqual(['/assets/home-1.js']);
    expect(preloads('/')).toBe('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
  });

  it('follows the route chunk to the shared chunks it imports', () => {
    expect(preloaded('/store/products/wings/emilie-peace2')).toEqual([
      '/assets/product-1.js',
      '/assets/stack-1.js',
    ]);
  });

  it('preloads nothing for a path no route knows, or a module the build lacks', () => {
    expect(preloads('/store/products/wings')).toBe('');
    expect(preloads('/nowhere')).toBe('');
    expect(preloads('/gone')).toBe('');
  });
});

describe('matchesRoute', () => {
  it.each([
    ['/', '/', true],
    ['/', '/store', false],
    ['/store/products/:category/:slug', '/store/products/wings/carlito', true],
    ['/store/products/:category/:slug', '/store/products/wings/carlito/', true],
    ['/store/products/:category/:slug', '/store/products/wings', false],
    ['/store/products/:category/:slug', '/store/products/wings/carlito/x', false],
    ['/account/my_account', '/Account/My_Account', true],
    ['/backoffice/*', '/backoffice', true],
    ['/backoffice/*', '/backoffice/orders/12', true],
    ['/backoffice/*', '/backofficer', false],
    ['/store/categories/:slug?', '/store/categories', true],
    ['/store/categories/:slug?', '/store/categories/wings', true],
    ['/store/categories/:slug?', '/store/categories/wings/extra', false],
  ])('%s ~ %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });
});

describe('ROUTE_MODULES', () => {
  it('names modules that the web app loads lazily (else their pages get no preload)', () => {
    const webSrc = path.dirname(findUp('apps/web/src/main.tsx') ?? '');
    const sources = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(path.join(webSrc, file), 'utf8'))
      .join('\n');
    const lazyImports = [...sources.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map(
      (match) => match[1] ?? '',
    );
    for (const [pattern, module] of ROUTE_MODULES) {
      const stem = module.replace(/^src\//, '').replace(/\.tsx?$/, '');
      expect(
        lazyImports.some((specifier) => specifier.endsWith(stem)),
        `${pattern}: ${module} is not imported lazily in apps/web/src`,
      ).toBe(true);
    }
  });

  it("names every page of the web app's router", () => {
    const router = readFileSync(findUp('apps/web/src/app/router.tsx') ?? '', 'utf8');
    const pages = [...router.matchAll(/import\('\.\.\/(features\/[^']+\/routes\/[^']+)'\)/g)].map(
      (match) => `src/${match[1] ?? ''}.tsx`,
    );
    expect(pages.length).toBeGreaterThan(5);
    const named = new Set(ROUTE_MODULES.map(([, module]) => module));
    expect(pages.filter((module) => !named.has(module))).toEqual([]);
  });
});
