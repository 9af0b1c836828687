import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

test.beforeEach(async ({ page }) => {
  await readInEnglish(page);
  await page.goto('/login');
  await logInInEnglish(page, 'global', 'demo-pallet');
  await readMustReadAlerts(page);
});

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Alerts \(\d+ unread\)$/ }).click();
  return page.getByRole('menu');
}

test('the bell opens a Log alert at its log entry, and marks all read (issue 19 item 4)', async ({
  page,
}) => {
  const menu = await openBell(page);
  await expectAccessible(page, 'alert bell');
  await menu.getByRole('menuitem').filter({ hasText: 'Server error' }).first().click();
  await expect(page).toHaveURL(/\/app\/global\/log\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log entry' })).toBeVisible();
  await expect(page.getByText('Server error').first()).toBeVisible();
  await expect(page.getByText(/^req-\d{4}$/)).toBeVisible();

  const again = await openBell(page);
  await again.getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Alerts (0 unread)' })).toBeVisible();
});

test('caching lists the caches and clears one (issue 19 item 6)', async ({ page }) => {
  await page.goto('/app/global/caching');
  await expect(page.getByRole('heading', { level: 1, name: 'Caching' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Caches' });
  const row = table.getByRole('row').filter({ hasText: 'transaction-types' });
  // The app's start bundle just filled it.
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expectAccessible(page, '/app/global/caching');
  await row.getByRole('button', { name: 'Clear transaction-types' }).click();
  await expect(page.getByText('Cleared 1 caches on every server.')).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
});

test('the log filters by type and opens an entry (issue 19 item 7)', async ({ page }) => {
  await page.goto('/app/global/log');
  await expect(page.getByRole('heading', { level: 1, name: 'Log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Log entries' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page, '/app/global/log');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'User switch' }).click();
  await expect(page).toHaveURL(/type=userSwitch/);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('User switch');
  await expect(table.getByText('Login', { exact: true })).toHaveCount(0);

  await rows.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log entry' })).toBeVisible();
  await expect(page.getByText('Acting as')).toBeVisible();
  await expectAccessible(page, '/app/global/log/:id');
  await page.getByRole('link', { name: 'Back to the log' }).click();
  await expect(page).toHaveURL(/\/app\/global\/log/);
});
