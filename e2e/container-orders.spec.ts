import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

async function logIn(page: Page, loginName: string) {
  await readInEnglish(page);
  await page.goto('/login');
  await logInInEnglish(page, loginName, 'demo-pallet');
  await readMustReadAlerts(page);
}

async function providerPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'global');
  return page;
}

test('a customer orders containers, sees the order Open, and the provider confirms it (issue 20 item 3)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'container');
  await page.goto('/app/containers/orders');
  const grid = page.getByRole('table', { name: 'Container orders' });
  await expect(grid).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+ orders/)).toBeVisible();
  await expectAccessible(page, '/app/containers/orders');

  await page.getByRole('button', { name: 'New container order' }).click();
  const form = page.getByRole('form', { name: 'New container order' });
  await form.getByRole('combobox', { name: 'Container type' }).click();
  await page.getByRole('option', { name: /800×670/ }).click();
  await form.getByRole('button', { name: 'Increase' }).click();
  await form.getByRole('button', { name: 'Delivery date' }).click();
  await page
    .getByRole('dialog')
    .last()
    .locator('table button:not([disabled]):not([data-outside])')
    .first()
    .click();
  await expect(form.getByRole('combobox', { name: 'Delivery address' })).toHaveValue(/Robsrudskogen 15/);
  const reference = `E2E container ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await expectAccessible(page, '/app/containers/orders: new order');
  await form.getByRole('button', { name: 'Send order' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/status=Open/);
  const row = grid.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('2');
  await row.click();
  await expect(page).toHaveURL(/\/app\/containers\/orders\/\d+$/);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  await expectAccessible(page, '/app/containers/orders/:id');

  const provider = await providerPage(browser);
  await provider.goto(orderPath);
  await provider.getByRole('button', { name: 'Confirm order' }).click();
  await expect(provider.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await expect(provider.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expectAccessible(provider, '/app/containers/orders/:id (provider)');

  await page.reload();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
