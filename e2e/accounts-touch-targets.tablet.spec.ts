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

test.beforeEach(async ({ page }) => readInEnglish(page));

test('the account screens keep 44 px targets on a 10-inch touch screen (issue 16, issue 15 item 10)', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await expectTouchSized(page, '/forgot-password');
  await page.goto('/reset-password');
  await expectTouchSized(page, '/reset-password (no link)');
  await page.goto('/new-customer');
  await page.getByRole('checkbox', { name: 'Different invoice address' }).check();
  await expectTouchSized(page, '/new-customer');
  await page.getByRole('button', { name: 'Read the customer agreement' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectTouchSized(page, '/new-customer: agreement dialog');
});

test('the review of new customers keeps 44 px targets on a touch screen', async ({ page }) => {
  await page.goto('/login');
  await logInInEnglish(page, 'global', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/global/new-customers?status=all');
  await expect(page.getByRole('table')).toBeVisible();
  await expectTouchSized(page, '/app/global/new-customers');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expectTouchSized(page, '/app/global/new-customers/:id');
});
