import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const readBuildVersion = (): string => {
  try {
    const { version } = JSON.parse(
      readFileSync(new URL('../../build-version.json', import.meta.url), 'utf8'),
    ) as {
      version: string;
    };
    return version;
  } catch {
    return 'dev';
  }
};

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** In `vite dev` the server does not fill index.html: fill its placeholders here. */
const devIndexHtml = (): Plugin => ({
  name: 'dev-index-html',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html
      .replaceAll(
        '__APP_CONFIG__',
        JSON.stringify({ brand: process.env.BRAND_NAME ?? 'Windfamily', mode: 'dev' }).replaceAll(
          '"',
          '&quot;',
        ),
      )
      .replaceAll('__APP_TITLE__', `DEV ${process.env.BRAND_NAME ?? 'Windfamily'}`)
      .replaceAll('__APP_DESCRIPTION__', 'Paragliding wings made by pilots, for pilots.'),
});

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * asset of the build when that is smaller, so the server sends them as they are instead of
 * compressing per request (docs/decisions/0008-compressed-delivery.md). Source maps, dot
 * folders (.vite/manifest.json) and binary formats are left alone.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !/(?:^|[\\/])\./.test(path.relative(outDir, file)));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(content, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ],
            ['.gz', await gzipAsync(content, { level: 9 })],
          ];
          for (const [extension, compressed] of variants) {
            if (compressed.length < content.length) await writeFile(file + extension, compressed);
          }
        }),
      );
    },
  };
};

/**
 * React Router's package exports only its development build (warnings on, extra checks):
 * a build takes the production one beside it. remix-run/react-router#14102.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), devIndexHtml(), precompress()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  define: {
    __BUILD_VERSION__: JSON.stringify(readBuildVersion()),
  },
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What every page loads before its first paint (the entry and all it imports
        // statically, `$initial`) goes out as two files, the libraries (`vendor`) and the
        // app's own code (the entry), instead of ~15 small shared chunks: over HTTP/1.1 each
        // extra request waits for a free connection. Lazy routes keep their own chunks.
        // See docs/decisions/0008-compressed-delivery.md.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'app', tags: ['$initial'] },
            // MUI's helpers and the form and table parts the shop pages share, not in the
            // first page: one chunk instead of some fifteen of a few hundred bytes, each a
            // request (over HTTP/1.1, six at a time) before a product page can paint. Only
            // the listed modules: their own imports stay where they are. FilledInput is the
            // footer's newsletter field: with the overlays, it made a short page fetch them.
            {
              name: 'mui-shop',
              test: /[\\/]node_modules[\\/](?:react-transition-group[\\/]esm[\\/]TransitionGroupContext|@mui[\\/](?:utils|system[\\/]Stack|material[\\/](?:styles[\\/]cssUtils|Select[\\/]selectClasses|TextareaAutosize|FormGroup|utils|internal|InputBase|OutlinedInput|FilledInput|InputAdornment|FormControl|FormControlLabel|FormHelperText|FormLabel|InputLabel|RadioGroup|Radio|Divider|Link|Skeleton|Alert|Stack|Card|CardContent|Table|TableBody|TableCell|TableRow|Breadcrumbs|ToggleButton|ToggleButtonGroup)))[\\/.]/,
              includeDependenciesRecursively: false,
            },
            // MUI's overlays and menus (dialogs, drawers, popovers, tooltips, selects, text
            // fields) and the colour picker's small shared modules in one chunk: no shop page
            // nor the order page loads them before it paints (`npm run bundle-size` checks),
            // and the pages that do (the colour picker, the account pages, the login dialog)
            // fetched a dozen files of a few kilobytes each before they could paint.
            {
              name: 'mui-overlays',
              test: /[\\/]node_modules[\\/](?:@mui[\\/]material[\\/](?:TextField|Select|NativeSelect|Menu|MenuItem|MenuList|List|ListItem|ListItemButton|ListItemIcon|ListItemText|ListSubheader|Fade|Grow|Slide|Popover|Popper|Portal|Modal|Backdrop|Unstable_TrapFocus|Dialog|DialogTitle|DialogActions|DialogContent|DialogContentText|Drawer|Tooltip|Chip|InputBase|Input|ListItemSecondaryAction|CardActionArea|TableHead|useAutocomplete)|@popperjs)[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]colorpicker[\\/](?:api[\\/]|paths\.|components[\\/]combo-colors\.)|[\\/]packages[\\/]contract[\\/]src[\\/]colorpicker-basics\./,
              includeDependenciesRecursively: false,
            },
            // The small modules two or more lazy routes share (icons, paths, formats, hooks)
            // in one chunk instead of one each: the product page fetched some thirty files of
            // about a kilobyte before it could paint. The back office's kit stays with the
            // back office's chunks: no shop page needs it. So do the page links of the two
            // paged lists (My Orders, the reseller's orders): in here they made every shop
            // page fetch MUI's Pagination; and the growing text field, which would make them
            // fetch MUI's text field with the overlays.
            {
              name: 'shared',
              test: /[\\/](?:apps[\\/]web[\\/]src[\\/](?:lib[\\/](?!use-near-viewport)|components[\\/](?!backoffice[\\/]|page-links\.|growing-text-field\.)|features[\\/](?:catalog|cart|geo|orders)[\\/]\w+[\\/])|packages[\\/]contract[\\/]src[\\/](?:catalog-paths|money-format|image-sizes|order-basics)\.|node_modules[\\/]@mui[\\/]icons-material[\\/])/,
              minShareCount: 2,
              maxModuleSize: 8_000,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/dev', '/accounting', '/media'].map((prefix) => [prefix, { target: apiTarget }]),
    ),
  },
}));
