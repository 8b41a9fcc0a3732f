// Measures the JavaScript the home route loads (the entry, its static imports, and the home
// page's lazy chunk with its imports), gzipped, from the Vite manifest of apps/web/dist.
// Budget (DESIGN.md section 8): 170 KB gzipped. Also checks that the shop's pages paint
// without MUI's overlays chunk (dialogs, menus, text fields): a module that brings them into
// the chunk the shop pages share makes every one of them fetch some 36 KB more
// (docs/decisions/0008-compressed-delivery.md).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const BUDGET_KB = 170;

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
const home = Object.entries(manifest).find(([key]) =>
  key.includes('features/home/routes/home-page'),
);
if (!entry) throw new Error('no entry chunk in the manifest: run `npm run build` first');

/** The files a chunk loads before it runs: itself and its static imports, all the way down. */
const staticClosure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
};
const files = staticClosure(entry[0]);
if (home) staticClosure(home[0], files);

let total = 0;
const rows = [...files].map((file) => {
  const gz = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += gz;
  return { file, kb: (gz / 1024).toFixed(1) };
});
rows.sort((a, b) => b.kb - a.kb);
for (const row of rows) console.info(`${row.kb.padStart(7)} KB  ${row.file}`);
const totalKb = total / 1024;
console.info(
  `${totalKb.toFixed(1).padStart(7)} KB  initial route JavaScript, gzipped (budget ${BUDGET_KB} KB)`,
);
let failed = false;
if (totalKb > BUDGET_KB) {
  console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}

const SHOP_PAGES = [
  'features/catalog/routes/category-page',
  'features/catalog/routes/product-page',
  'features/orders/routes/order-page',
];
for (const page of SHOP_PAGES) {
  const key = Object.keys(manifest).find((name) => name.includes(page));
  if (!key) throw new Error(`no chunk of ${page} in the manifest`);
  const overlays = [...staticClosure(key)].filter((file) => /(?:^|\/)mui-overlays-/.test(file));
  if (overlays.length) {
    console.error(`${page} loads ${overlays.join(', ')} before it can paint`);
    failed = true;
  }
}
if (!failed) console.info(`${SHOP_PAGES.length} shop pages paint without MUI's overlays`);
if (failed) process.exit(1);
