import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2ePort } from './e2e/support/chromium.ts';

const port = e2ePort;
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
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromium,
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
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'warn', SEED: 'auto' },
  },
});
