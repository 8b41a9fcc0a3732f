import { readFileSync } from 'node:fs';
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
      .replaceAll('__APP_TITLE__', `DEV ${process.env.BRAND_NAME ?? 'Windfamily'}`),
});

export default defineConfig({
  plugins: [react(), devIndexHtml()],
  define: {
    __BUILD_VERSION__: JSON.stringify(readBuildVersion()),
  },
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/dev', '/accounting'].map((prefix) => [prefix, { target: apiTarget }]),
    ),
  },
});
