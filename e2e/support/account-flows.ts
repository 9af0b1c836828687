import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';

/** The page reads English on every load, whatever language a login stores (acceptance texts are English). */
export async function readInEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en-US'));
}

/** Logs in through the English login form. */
export async function logInInEnglish(page: Page, loginName: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Username').fill(loginName);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Opens a reset or welcome link and sets a new password; the login page then opens with the login name
 * filled in and the notice (issue 16 item 2).
 */
export async function setPasswordThroughLink(page: Page, link: string, loginName: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${loginName}.`)).toBeVisible();
  await expectAccessible(page, '/reset-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Log in with the new password.',
  );
  await expect(page.getByLabel('Username')).toHaveValue(loginName);
}
