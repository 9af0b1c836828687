import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { e2ePort } from './support/chromium.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { settle } from './support/screen-crawler.ts';
import { describeTargets, smallTouchTargets } from './support/touch-targets.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

/** A customer admin opens the API screen from the user menu. */
async function openApiScreen(page: Page) {
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/api$/);
  await expect(page.getByRole('heading', { name: 'API', level: 1 })).toBeVisible();
}

test('the API screen tells an integrator the base, market and calls of this host (spec §2 api, §7)', async ({
  page,
}) => {
  await openApiScreen(page);
  await expect(page.getByTestId('api-base')).toHaveText(`http://127.0.0.1:${e2ePort}/api/no`);
  const facts = page.getByRole('table', { name: "This portal's API" });
  await expect(facts.getByRole('row', { name: /Market/ })).toContainText('Norway (no)');
  const calls = page.getByRole('table', { name: 'Main calls' });
  await expect(calls.getByRole('row', { name: /Login POST/ })).toBeVisible();
  await expect(calls.getByRole('row', { name: /Orders GET/ })).toBeVisible();
  // No secret on the screen: the session's token is not shown.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await expect(page.locator('body')).not.toContainText(token!);
  await expectAccessible(page, '/app/api');

  const reference = page.getByRole('link', { name: /API reference/ });
  await expect(reference).toHaveAttribute('href', '/api/docs');
  await expect(reference).toHaveAttribute('target', '_blank');
  const docs = await page.request.get('/api/docs');
  expect(docs.ok()).toBe(true);
  // The API base shown answers: a call without a token is refused as not logged in, not missing.
  const status = await page.request.get(`http://127.0.0.1:${e2ePort}/api/no/Status`);
  expect(status.status()).toBe(401);
});

test.describe('on a 10-inch touch screen', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });

  test('the API screen keeps 44 px targets (issue 15 item 10)', async ({ page }) => {
    await openApiScreen(page);
    await settle(page);
    await expectAccessible(page, '/app/api on a tablet');
    const { small, count } = await smallTouchTargets(page);
    expect(count).toBeGreaterThan(0);
    expect(small.length, `targets under 44×44 px:\n${describeTargets(small)}`).toBe(0);
  });
});
