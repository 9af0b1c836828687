import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

/**
 * Error tracking (spec §8, issue 21 item 6): a failure in the browser reaches the global admin's Log,
 * and a part of the app that fails to load says so with a Reload button.
 */
async function logIn(page: Page, loginName: string) {
  await page.goto('/login');
  await logInInEnglish(page, loginName, 'demo-pallet');
  await readMustReadAlerts(page);
}

async function openClientErrorsInLog(page: Page) {
  await page.goto('/app/global/log?type=clientError');
  await expect(page.getByRole('heading', { level: 1, name: 'Log' })).toBeVisible();
  return page.getByRole('table', { name: 'Log entries' });
}

test.beforeEach(async ({ page }) => {
  await readInEnglish(page);
});

test("an uncaught error in the page shows in the global admin's Log with its user and path", async ({
  page,
}) => {
  await logIn(page, 'butikk');
  await expect(page).toHaveURL(/\/app\//);
  const path = new URL(page.url()).pathname;
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/clientErrors') && response.request().method() === 'POST',
  );
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: a screen broke for kari@example.no');
    }, 0);
    void Promise.reject(new Error('e2e: a promise nobody waited for'));
  });
  expect((await sent).status()).toBe(200);

  await page.evaluate(() => localStorage.removeItem('token'));
  await logIn(page, 'global');
  const table = await openClientErrorsInLog(page);
  const uncaught = table.getByRole('row').filter({ hasText: 'uncaught: e2e: a screen broke for [email]' });
  await expect(uncaught).toHaveCount(1);
  await expect(uncaught).toContainText('App error');
  await expect(uncaught).toContainText('butikk');
  await expect(table.getByRole('row').filter({ hasText: 'unhandledrejection: e2e: a promise' })).toHaveCount(
    1,
  );
  await expectAccessible(page, '/app/global/log?type=clientError');

  await uncaught.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log entry' })).toBeVisible();
  await expect(page.getByText(`"path": "${path}"`)).toBeVisible();
  await expect(page.getByText('"appVersion": "1.0.42"')).toBeVisible();
  await expect(page.getByText('kari@example.no')).toHaveCount(0);
});

test('a screen whose chunk fails to load says so, offers a reload, and is reported as load-failed', async ({
  page,
}) => {
  await logIn(page, 'global');
  // Off the app first: a chunk the open screen preloads would fail too and reload it under the navigation.
  await page.goto('about:blank');
  // Every lazy chunk fails from now on; the start chunk and the language catalogs still load.
  const lazyChunk = /\/assets\/(?!start-|rolldown-runtime|[a-z]{2}-[A-Z]{2}-)[^/]+\.js$/;
  await page.route(lazyChunk, (route) => route.abort('failed'));
  // The page reloads itself once on the first failure (pwa/reload-on-preload-error.ts): no 'load' to wait for.
  await page.goto('/app/global/caching', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Part of the app failed to load' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('alert')).toContainText('Reload the page to try again.');
  await expectAccessible(page, 'load failure page');

  await page.unroute(lazyChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caching' })).toBeVisible();

  const table = await openClientErrorsInLog(page);
  const failed = table.getByRole('row').filter({ hasText: 'load-failed: Failed to load /assets/' });
  await expect(failed.first()).toBeVisible();
});
