import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two files at once against the one server: the journeys set up their own accounts from
  // client addresses of their own (tests/support.ts), and what they change of the shared
  // catalogue and stock no other journey counts on. Two workers passed the whole suite twice
  // in a row on a busy 2-core machine, in 7 minutes against one worker's 9; E2E_WORKERS=1
  // runs the files one after the other.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed journey keeps its trace: each action with the page's DOM before and after,
    // and the screenshot at the failure (below). The trace's own screencast is left out: on
    // 2 busy cores it made the journeys a quarter slower.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chrome,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        channel: undefined,
      },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `http://localhost:${PORT}/api/status/`,
    env: { PORT: String(PORT), PUBLIC_URL: `http://localhost:${PORT}` },
    reuseExistingServer: false,
    // The first start on a machine renders the demo pictures.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
