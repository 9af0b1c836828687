import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = ['tests/server/**/*.test.ts'];
// Migrates and seeds once per run; each server test file starts from a copy of that database.
const globalSetup = ['tests/helpers/seeded-template.ts'];

/**
 * Domain and server tests run in Node; server tests run on in-memory PGlite and, when
 * TEST_DATABASE_URL is set, once more on that PostgreSQL server (a database per test file).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                globalSetup,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui()],
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/app/setup.ts'],
          // Shared, noisy machines: a user-event flow in jsdom may take seconds under load.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
