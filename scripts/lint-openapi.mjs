// Lints the API's OpenAPI document with Redocly CLI (rules: redocly.yaml, the recommended set).
// The document is made as /api/docs/json serves it, by building the app in-process on an empty
// in-memory database (`npm run manage -- openapi`), and written to a temporary file.
//
//   npm run lint:openapi
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const dir = mkdtempSync(path.join(tmpdir(), 'windfamily-openapi-'));
const file = path.join(dir, 'openapi.json');

const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

let status = run(bin('tsx'), ['apps/server/src/manage.ts', 'openapi', '--out', file]);
if (status === 0)
  status = run(bin('redocly'), ['lint', file, '--config', 'redocly.yaml', '--format', 'summary']);
rmSync(dir, { recursive: true, force: true });
process.exitCode = status;
