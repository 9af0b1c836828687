import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = ['tests/server/**/*.test.ts'];
/**
 * What the server projects share. The demo is migrated and seeded once per run, and each server test file
 * starts from a copy of that database (tests/helpers/test-database.ts). The files of a worker share one
 * module cache (`isolate: false`): each builds its own app on its own database, so nothing a test sees
 * lives in a module, and loading the server's module graph once instead of per file halves the run. A
 * file that mocks a module loads the app afresh after `vi.resetModules()`.
 */
const serverProject = {
  include: serverTests,
  environment: 'node' as const,
  globalSetup: ['tests/helpers/seeded-template.ts'],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const appPlugins = [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui()];
const appProject = {
  include: ['tests/app/**/*.test.{ts,tsx}'],
  environment: 'jsdom' as const,
  setupFiles: ['tests/app/setup.ts'],
  // Shared, noisy machines: a user-event flow in jsdom may take seconds under load.
  testTimeout: 30_000,
};
/**
 * The screens' tests share one module cache per worker, as the server's do: loading the app's modules
 * and a jsdom once per worker instead of once per file took the unit step of a full run from 13:08 to
 * 5:38 (1:35 alone).
 * tests/app/setup.ts clears what a test leaves in shared modules (rendered trees, notices). A file that
 * replaces a module with `vi.mock` needs modules of its own: it is named `*.isolated.test.ts(x)` and runs
 * in a project that isolates each file (eslint refuses `vi.mock` in the other files).
 */
const isolatedAppTests = ['tests/app/**/*.isolated.test.{ts,tsx}'];

/**
 * Domain and server tests run in Node; server tests run on in-memory PGlite and, when
 * TEST_DATABASE_URL is set, once more on that PostgreSQL server (a database per test file). npm test runs
 * each project as a step of its own (scripts/test.mjs); `npx vitest run --project server-pglite` runs one.
 */
export default defineConfig({
  test: {
    projects: [
      // Pure rules without I/O: one module cache for all the files (33 s → 3 s).
      {
        test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node', isolate: false },
      },
      { test: { name: 'server-pglite', env: { TEST_DB: 'pglite' }, ...serverProject } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'server-postgres', env: { TEST_DB: 'postgres' }, ...serverProject } }]
        : []),
      {
        plugins: appPlugins,
        test: { name: 'app', ...appProject, exclude: isolatedAppTests, isolate: false },
      },
      { plugins: appPlugins, test: { name: 'app-isolated', ...appProject, include: isolatedAppTests } },
    ],
  },
});
