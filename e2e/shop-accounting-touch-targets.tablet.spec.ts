import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { settle } from './support/screen-crawler.ts';
import { describeTargets, smallTouchTargets } from './support/touch-targets.ts';

/** Every target of the screen as it is now is at least 44 × 44 px, and it passes axe. */
async function expectTouchSized(page: Page, screen: string) {
  await settle(page);
  await expectAccessible(page, screen);
  const { small, count } = await smallTouchTargets(page);
  expect(count, `no interactive elements found on ${screen}`).toBeGreaterThan(0);
  expect.soft(small.length, `targets under 44×44 px on ${screen}:\n${describeTargets(small)}`).toBe(0);
}

test.beforeEach(async ({ page }) => readInEnglish(page));

test('shop accounting keeps 44 px targets on a 10-inch touch screen (issue 20 item 5)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await logInInEnglish(page, 'kasse', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/shop-accounting');
  await expect(page.getByRole('table', { name: 'Shop and wholesale transactions' })).toBeVisible();
  await expectTouchSized(page, '/app/shop-accounting');
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByRole('dialog', { name: 'New sale' })).toBeVisible();
  await expectTouchSized(page, '/app/shop-accounting: new sale');
});
