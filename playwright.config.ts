import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2ePort } from './e2e/support/chromium.ts';
import { smtpPort } from './e2e/support/smtp-catcher.ts';

const port = e2ePort;
// The service worker's own requests pass through the test's network routes, so cutting the network cuts
// them too (e2e/support/network.ts; offline-anchors.md pitfall 10).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
const chromium = chromiumLaunchOptions();

/** Browser tests: the real server and the built app in Debian Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // A real SMTP server for the run: the mails of the account flows are read from it (issue 16 item 8).
  globalSetup: './e2e/support/smtp-catcher.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
  webServer: {
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
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The links in the mails lead back to the server under test.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
