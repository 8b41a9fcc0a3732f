import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findUp } from './find-up';

/** `YYYYMMDDHHMM-<git short sha>` of a moment and commit. */
export function formatVersion(date: Date, sha: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}`;
  return `${stamp}-${sha}`;
}

const gitSha = () => {
  try {
    return execSync('git rev-parse --short=8 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
};

/**
 * The build's version, written to build-version.json by `npm run build` (the web bundle
 * carries the same string). Without a build it is computed now.
 */
export function buildVersion(): string {
  const file = findUp('build-version.json');
  if (file) {
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
    if (version) return version;
  }
  return formatVersion(new Date(), gitSha());
}
