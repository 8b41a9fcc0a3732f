// Writes build-version.json (YYYYMMDDHHMM-<git short sha>), read by the web build and the server.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const pad = (n) => String(n).padStart(2, '0');
const now = new Date();
let sha = 'nogit';
try {
  sha = execSync('git rev-parse --short=8 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
} catch {
  // not a git checkout: keep 'nogit'
}
const version = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}-${sha}`;
writeFileSync(
  new URL('../build-version.json', import.meta.url),
  JSON.stringify({ version }) + '\n',
);
console.info(`build version ${version}`);
