import { expect, test } from '@playwright/test';

test('the served app logs a demo user in and out (issue 2)', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('kunde.admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows Login failed (spec §8)', async ({ page }) => {
  await page.goto('/some/deep/link');
  await page.getByLabel('Username').fill('kunde.admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed');
});

test('the API reference opens under /api/docs', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Pallet Portal API').first()).toBeVisible();
});
