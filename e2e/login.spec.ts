import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { expectOnShell, loginAs } from './support/login-as.ts';

test('logs a demo user in and out (issue 2, spec §4)', async ({ page }) => {
  await loginAs(page, 'lager');
  await expect(page).toHaveURL(/\/app\/home$/);
  await expectOnShell(page);
  await expectAccessible(page, '/app/home');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Meny' }).click();
  await expectAccessible(page, 'user menu');
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test("a wrong password shows 'Login failed' (spec §8)", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Brukernavn').fill('butikk');
  await page.getByRole('textbox', { name: 'Passord' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toHaveText('Innlogging feilet');
  await expectAccessible(page, '/login after a failed login');
});

test('shows the login welcome messages beside the form (spec §2)', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('region', { name: 'Velkommen' }).getByRole('heading').first()).toBeVisible();
  await expectAccessible(page, '/login');
});

test('the API reference opens under /api/docs', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Pallet Portal API').first()).toBeVisible();
});
