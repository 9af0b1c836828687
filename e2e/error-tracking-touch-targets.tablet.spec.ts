import { expect, test } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { settle } from './support/screen-crawler.ts';
import { describeTargets, smallTouchTargets } from './support/touch-targets.ts';

test('the load failure page keeps 44 px targets on a touch screen (issue 21 item 6)', async ({ page }) => {
  await readInEnglish(page);
  await page.goto('/login');
  await logInInEnglish(page, 'butikk', 'demo-pallet');
  await readMustReadAlerts(page);
  // Off the app first: a chunk the open screen preloads would fail too and reload it under the navigation.
  await page.goto('about:blank');
  const lazyChunk = /\/assets\/(?!start-|rolldown-runtime|[a-z]{2}-[A-Z]{2}-)[^/]+\.js$/;
  await page.route(lazyChunk, (route) => route.abort('failed'));
  await page.goto('/app/orders', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible({ timeout: 20_000 });
  await settle(page);
  await expectAccessible(page, 'load failure page');
  const { small, count } = await smallTouchTargets(page);
  expect(count).toBeGreaterThan(0);
  expect(small.length, `targets under 44×44 px:\n${describeTargets(small)}`).toBe(0);
});
