import { expect, test } from '@playwright/test';
import { logInInEnglish, readInEnglish, setPasswordThroughLink } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { linkIn, waitForMailTo } from './support/mail-catcher.ts';

// henrik.lie (Sørlandet Emballasje) is logged in by no other spec: his new password troubles nobody.
const loginName = 'henrik.lie';
const email = 'henrik.lie@example.no';
const newPassword = 'fjord-pallet-77';

test.beforeEach(async ({ page }) => readInEnglish(page));

test('forgot password: the mailed link sets a new password once, the old one stops working (issue 16 items 1, 2, 8)', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expect(page.getByLabel('Market')).toHaveValue('no');
  await expectAccessible(page, '/forgot-password');

  const since = Date.now();
  await page.getByLabel('Login name or e-mail').fill(loginName);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account matches, we have sent an e-mail with a link to reset the password. The link is valid for 60 minutes.',
  );
  await expectAccessible(page, '/forgot-password: link sent');

  const mail = await waitForMailTo(email, { since, text: /\/reset-password\?token=/ });
  const link = linkIn(mail, '/reset-password');
  expect(link.startsWith(`${baseURL}/reset-password?token=`), link).toBe(true);
  expect(mail.html, 'the mail has an HTML part too').toBeTruthy();

  // The form's own checks (spec §5 Password reset) before anything is sent.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('abcdefgh');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('abcdefgX');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords are not equal');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short1');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('short1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error updating password, it might be too short (min 7 characters)',
  );
  await expectAccessible(page, '/reset-password: password too short');

  await setPasswordThroughLink(page, link, loginName, newPassword);
  await expectAccessible(page, '/login after a reset');

  await logInInEnglish(page, loginName, 'demo-pallet');
  await expect(page.getByRole('alert')).toHaveText('Login failed');
  await page.getByRole('textbox', { name: 'Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/(app|agreement)/);

  // The link is used up: a second visit offers a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset link');
  await expectAccessible(page, '/reset-password: used link');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a link that was never issued is refused before the user types (issue 16 item 2)', async ({ page }) => {
  await page.goto(`/reset-password?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset link');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await page.goto('/reset-password');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
