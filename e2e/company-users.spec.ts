import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish, setPasswordThroughLink } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { linkIn, waitForMailTo } from './support/mail-catcher.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

test('a customer admin creates a user with only the Orders menu, who sets a password from the welcome mail and sees only Orders (issue 17 items 3, 9)', async ({
  page,
  browser,
}, testInfo) => {
  // Each run and project makes its own user: login names are unique in the market.
  const loginName = `e2e.user.${testInfo.project.name}.${Date.now()}`;
  const email = `${loginName}@example.no`;
  const password = 'welcome-e2e-7';

  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/company/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Users' });
  await expect(list.getByRole('row').filter({ hasText: 'kunde.admin' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('rapport');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expectAccessible(page, '/app/company/users');

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Eva Ny Bruker');
  await dialog.getByRole('textbox', { name: 'Login name' }).fill(loginName);
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  // The stored language wins after login (spec §1): the new user reads English.
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await dialog.getByRole('checkbox', { name: 'Orders', exact: true }).check();
  // A customer admin is offered report levels up to customer, and no global admin or provider role.
  await expect(dialog.getByRole('checkbox', { name: 'Global admin' })).toBeDisabled();
  await expectAccessible(page, '/app/company/users: new user dialog');
  const createdAt = Date.now();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(loginName);
  await expect(list.getByRole('row').filter({ hasText: loginName })).toContainText('Never');

  const welcome = await waitForMailTo(email, { since: createdAt, text: /\/reset-password\?token=/ });
  const link = linkIn(welcome, '/reset-password');
  const context = await browser.newContext();
  const own = await context.newPage();
  await readInEnglish(own);
  await setPasswordThroughLink(own, link, loginName, password);
  await own.getByRole('textbox', { name: 'Password' }).fill(password);
  await own.getByRole('button', { name: 'Log in' }).click();
  await expect(own).toHaveURL(/\/gdpr$/);
  await own.getByRole('checkbox', { name: 'I have read and accept how my data is used' }).check();
  await own.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(own).toHaveURL(/\/app\/home$/);
  await readMustReadAlerts(own);
  const menu = own.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const links = await menuLinks(own);
  expect(links).toContain('Orders');
  for (const hidden of ['Pickups', 'Reception', 'Reports', 'Goods delivery'])
    expect(links).not.toContain(hidden);
  await context.close();
});

/** The main navigation's link texts, or on a small screen the menu's (spec §2: links move into the menu). */
async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation');
  if (await nav.isVisible()) {
    return (await nav.getByRole('link').allInnerTexts()).map((text) => text.replace(/\d+$/, '').trim());
  }
  await page.getByRole('button', { name: 'Menu' }).click();
  const items = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return items.map((text) => text.replace(/\d+$/, '').trim());
}
