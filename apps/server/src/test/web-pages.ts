import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PreloadedAnswer } from '../plugins/web-app';

/**
 * A stand-in web build (an index.html with the placeholders the server fills) for tests of
 * the pages the server sends; `remove` deletes it.
 */
export function standInWebBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'windfamily-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="app-config" content="__APP_CONFIG__" /><title>__APP_TITLE__</title></head><body><div id="root"></div></body></html>',
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The answers a page came with, by path. */
export function preloadedOf(html: string): Record<string, PreloadedAnswer> {
  const json = /<script type="application\/json" id="preloaded-answers">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (!json) throw new Error('the page has no preloaded answers');
  return JSON.parse(json) as Record<string, PreloadedAnswer>;
}
