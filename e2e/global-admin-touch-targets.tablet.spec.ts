import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { settle } from './support/screen-crawler.ts';
import { describeTargets, smallTouchTargets } from './support/touch-targets.ts';

/** Every target of the screen as it is now is at least 44 × 44 px (issue 15 item 10). */
async function expectTouchSized(page: Page, screen: string) {
  await settle(page);
  await expectAccessible(page, screen);
  const { small, count } = await smallTouchTargets(page);
  expect(count, `no interactive elements found on ${screen}`).toBeGreaterThan(0);
  expect.soft(small.length, `targets under 44×44 px on ${screen}:\n${describeTargets(small)}`).toBe(0);
}

test('caching, the log and a log entry keep 44 px targets on a touch screen (issue 19)', async ({ page }) => {
  await readInEnglish(page);
  await page.goto('/login');
  await logInInEnglish(page, 'global', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/global/caching');
  await expect(page.getByRole('table', { name: 'Caches' })).toBeVisible();
  await expectTouchSized(page, '/app/global/caching');
  await page.goto('/app/global/log');
  const table = page.getByRole('table', { name: 'Log entries' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expectTouchSized(page, '/app/global/log');
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log entry' })).toBeVisible();
  await expectTouchSized(page, '/app/global/log/:id');
  await page.getByRole('button', { name: /^Alerts \(\d+ unread\)$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectTouchSized(page, 'alert bell');
});
