// Measures the JavaScript the home route loads (the entry, its static imports, and the home
// page's lazy chunk with its imports), gzipped, from the Vite manifest of apps/web/dist.
// Budget (DESIGN.md section 8): 170 KB gzipped.
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

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entry[0]);
if (home) visit(home[0]);

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
if (totalKb > BUDGET_KB) {
  console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
