import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { apiWithToken } from './support/api.ts';
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

async function logIn(page: Page, loginName: string) {
  await page.goto('/login');
  await logInInEnglish(page, loginName, 'demo-pallet');
  await readMustReadAlerts(page);
}

test.beforeEach(async ({ page }) => readInEnglish(page));

test('the customs actions keep 44 px targets on a touch screen (issue 21)', async ({ page }) => {
  await logIn(page, 'global');
  const api = apiWithToken(page, await page.evaluate(() => localStorage.getItem('token')));
  const { items } = await api.get<{
    items: {
      id: number;
      transactionStatusId: number;
      customsHandler: string | null;
      customsStatus: string;
    }[];
  }>('Orders', { count: 1000 });
  // A seeded cross-border order the provider still follows up (order-builder.ts).
  const order = items.find(
    (row) =>
      row.customsHandler !== null &&
      row.customsHandler !== 'none' &&
      row.customsStatus !== 'done' &&
      ![7, 8].includes(row.transactionStatusId),
  );
  expect(order, 'a seeded order with customs not yet declared').toBeDefined();
  await page.goto(`/app/orders/${order!.id}`);
  await expect(page.getByRole('group', { name: 'Set customs status' })).toBeVisible();
  await expectTouchSized(page, 'order detail with customs actions');
});

test('the editor’s other address keeps 44 px targets on a touch screen (issue 21)', async ({ page }) => {
  await logIn(page, 'kunde.admin');
  await page.goto('/app/orders/new');
  await page.getByRole('checkbox', { name: 'Deliver to another address' }).check();
  await expect(page.getByRole('group', { name: 'Delivery address' })).toBeVisible();
  await expectTouchSized(page, 'order editor with a delivery address');
});
