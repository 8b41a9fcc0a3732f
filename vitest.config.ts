import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Server test files that open no database: they import nothing from the test harness's folder
 * and do not read TEST_DB. They run once, in the PGlite project.
 */
const serverFilesWithoutDatabase = readdirSync('./apps/server/src', {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.ts$/.test(file))
  .map((file) => `src/${file.split('\\').join('/')}`)
  .filter(
    (file) =>
      !/from '(?:\.\.?\/)+test\/|TEST_DB/.test(readFileSync(`./apps/server/${file}`, 'utf8')),
  );

const serverProject = (
  name: string,
  db: 'pglite' | 'postgres',
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(db === 'postgres' ? serverFilesWithoutDatabase : [])],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, and nothing is mocked at module
    // level: files can share a worker's loaded modules, which saves importing the server
    // for each of them (a quarter of the project's time).
    isolate: false,
  },
});

/**
 * The web app's tests. Each file gets a fresh window: when files shared a worker's window and
 * modules (as the server's do), the forms' tests took up to eight times as long depending on
 * the files run before them in that worker.
 */
const webProject: TestProjectInlineConfiguration = {
  extends: './apps/web/vite.config.ts',
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
    // What a test stubs or spies on is its own.
    unstubGlobals: true,
    restoreMocks: true,
  },
};

export default defineConfig({
  test: {
    // Both cores: the server's files wait on the database half the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      webProject,
      serverProject('server', 'pglite'),
      // CI sets TEST_DATABASE_URL: the same integration tests then run on PostgreSQL too.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    ],
  },
});
