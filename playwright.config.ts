import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2ePort, e2ePortOf } from './e2e/support/chromium.ts';
import { smtpPortOf } from './e2e/support/smtp-catcher.ts';
import { e2eWorkers } from './e2e/support/workers.ts';

// The service worker's own requests pass through the test's network routes, so cutting the network cuts
// them too (e2e/support/network.ts; offline-anchors.md pitfall 10).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
const chromium = chromiumLaunchOptions();

/** Browser tests: the real server and the built app in Debian Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // A spec file's tests run in order in one worker; files spread over the workers, each worker on its own
  // server (e2e/support/chromium.ts), so no spec sees another worker's changes.
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // A real SMTP server for the run: the mails of the account flows are read from it (issue 16 item 8).
  globalSetup: './e2e/support/smtp-catcher.ts',
  use: {
    // Evaluated in each worker, where e2ePort is that worker's server.
    baseURL: `http://127.0.0.1:${e2ePort}`,
    screenshot: 'only-on-failure',
    // Recording a trace of every test costs a quarter of the run's CPU; `E2E_TRACE=on` keeps one for each
    // failed test (with the failure's screenshot and page snapshot, which every run keeps).
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    launchOptions: chromium,
    // Only the PWA and offline specs install the worker (test.use); elsewhere its 1.5 MB precache download
    // would only compete with the screen under test.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.tablet.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'tablet',
      testMatch: ['**/*.tablet.spec.ts', '**/login.spec.ts'],
      use: {
        viewport: { width: 800, height: 1280 },
        hasTouch: true,
        isMobile: false,
        launchOptions: chromium,
      },
    },
  ],
  webServer: Array.from({ length: e2eWorkers }, (_, index) => appServer(e2ePortOf(index))),
});

/** One worker's server: in-memory PGlite seeded with the demo, sending mail to that worker's catcher. */
function appServer(port: number) {
  return {
    command: `node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      SEED: 'auto',
      // The demo users' passwords are hashed at 2^12 instead of 2^17: every login of the run would
      // otherwise pay 0.3–0.8 s of server CPU. Production keeps its cost (README, Configuration).
      PASSWORD_HASH_COST: '12',
      SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(port)}`,
      // The links in the mails lead back to the server under test.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  };
}
