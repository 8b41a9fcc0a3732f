// Starts the built app on a fresh embedded database, as a newcomer's `npm start` would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'windfamily-e2e-'));
// The demo pictures are rendered once per machine (their folders are named by content).
process.env.MEDIA_DIR ??= path.join(tmpdir(), 'windfamily-e2e-media');
process.env.APP_MODE ??= 'dev';
process.env.LOG_LEVEL ??= 'warn';
// Journeys that set up accounts through the API come from addresses of their own (see
// tests/support.ts), so the per-address limits meet only what the browser does.
process.env.TRUST_PROXY = 'true';
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
await import('../apps/server/dist/main.js');
