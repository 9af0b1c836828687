import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

async function logIn(page: Page, loginName: string) {
  await readInEnglish(page);
  await page.goto('/login');
  await logInInEnglish(page, loginName, 'demo-pallet');
  await readMustReadAlerts(page);
}

async function menuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const items = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return items.map((text) => text.trim());
}

test('provider staff book a sale, see the totals, reverse it, close the day and export (issue 20 item 5)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'global');
  expect(await menuItems(page)).toContain('Shop accounting');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Shop accounting' }).click();
  await expect(page).toHaveURL(/\/app\/shop-accounting/);
  const entries = page.getByRole('table', { name: 'Shop and wholesale transactions' });
  await expect(entries).toBeVisible();
  await expect(page.getByRole('group', { name: 'Totals of the period' })).toBeVisible();
  await expectAccessible(page, '/app/shop-accounting');

  // A sale today.
  const buyer = `Kari Test ${Date.now()}`;
  await page.getByRole('button', { name: 'New sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'New sale' });
  await dialog.getByRole('textbox', { name: 'Buyer' }).fill(buyer);
  await dialog.getByRole('textbox', { name: /Unit price/ }).fill('100');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await expect(dialog.getByText(/= 250[.,]00/)).toBeVisible();
  await expectAccessible(page, '/app/shop-accounting: new sale');
  await dialog.getByRole('button', { name: 'Book the sale' }).click();
  await expect(dialog).toBeHidden();
  const row = entries.getByRole('row').filter({ hasText: buyer });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('250.00');
  await expect(page.getByRole('table', { name: 'Totals per day' })).toBeVisible();

  // Reversed, not changed: the original stays and the reversal is listed beside it.
  await row.getByRole('button', { name: /Reverse entry/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Reverse the entry' });
  // The reversal's day: today by default; closed days and days before the entry cannot be picked.
  await expect(confirm.getByRole('button', { name: /Date of the reversal/ })).toBeVisible();
  await expectAccessible(page, '/app/shop-accounting: reverse');
  await confirm.getByRole('button', { name: 'Reverse', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(entries.getByRole('row').filter({ hasText: buyer })).toHaveCount(2);
  await expect(
    entries.getByRole('row').filter({ hasText: buyer }).filter({ hasText: 'Reversal of' }),
  ).toContainText('-250.00');

  // The export of the month.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^shop-accounting-.*\.csv$/);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);

  // Closing today: no more sales today.
  // Closing is final: a confirmation shows the day, its entries and its gross first.
  await page.getByRole('button', { name: 'Close today' }).click();
  const closing = page.getByRole('dialog', { name: 'Close the day' });
  const summary = closing.getByRole('table', { name: 'The day to close' });
  await expect(summary).toContainText('Entries');
  await expect(summary).toContainText('NOK');
  await expectAccessible(page, '/app/shop-accounting: close the day');
  await closing.getByRole('button', { name: 'Cancel' }).click();
  await expect(closing).toBeHidden();
  await expect(page.getByRole('button', { name: 'Close today' })).toBeVisible();
  await page.getByRole('button', { name: 'Close today' }).click();
  await closing.getByRole('button', { name: 'Close the day' }).click();
  await expect(closing).toBeHidden();
  await expect(page.getByRole('button', { name: 'Close today' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Daily closings' })).toContainText('Astrid Lunde');
  // A sale after the closing belongs to the next day's books: the form starts there, and it is booked.
  await page.getByRole('button', { name: 'New sale' }).click();
  await dialog.getByRole('textbox', { name: 'Buyer' }).fill('After closing');
  await dialog.getByRole('textbox', { name: /Unit price/ }).fill('10');
  await dialog.getByRole('button', { name: 'Book the sale' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The sale was booked')).toBeVisible();
});

test('a user without the right sees no menu item, and the address says it is not for them (issue 20 item 5)', async ({
  page,
}) => {
  await logIn(page, 'butikk');
  expect(await menuItems(page)).not.toContain('Shop accounting');
  await page.goto('/app/shop-accounting');
  await expect(page.getByRole('alert')).toContainText('Shop accounting is not for you');
  await expectAccessible(page, '/app/shop-accounting (refused)');
});

test('a global admin enables shop accounting for a user in Company → Users (issue 20 item 5)', async ({
  page,
}) => {
  await logIn(page, 'global');
  await page.goto('/app/company/users');
  const list = page.getByRole('table', { name: 'Users' });
  await page.getByRole('searchbox', { name: 'Search users' }).fill('lager');
  await list.getByRole('button', { name: 'Per Olav Rønning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  const right = dialog.getByRole('checkbox', { name: 'Shop accounting' });
  await expect(right).toBeVisible();
  await expectAccessible(page, '/app/company/users: edit user with the shop-accounting right');
  await right.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('lager');
  await list.getByRole('button', { name: 'Per Olav Rønning' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit user' }).getByRole('checkbox', { name: 'Shop accounting' }),
  ).toBeChecked();
});

test("a customer admin's user dialog has no shop-accounting right (issue 20 item 5)", async ({ page }) => {
  await logIn(page, 'kunde.admin');
  await page.goto('/app/company/users');
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await expect(dialog.getByRole('checkbox', { name: 'Global admin' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Shop accounting' })).toHaveCount(0);
});
