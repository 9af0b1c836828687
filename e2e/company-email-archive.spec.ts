import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

/** Queues a mail the way an admin's 'Reset password by e-mail' does, and says where it goes. */
async function queueResetMail(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const status = await page.request.get('/api/no/Status', { headers });
  const userId = ((await status.json()) as { data: { user: { id: number } } }).data.user.id;
  const reset = await page.request.post('/api/no/userPasswordReset', { headers, data: { userId } });
  expect(reset.ok()).toBe(true);
  return ((await reset.json()) as { data: { email: string } }).data.email;
}

test('a customer admin finds a mail in the e-mail archive and reads it as sent (issue 17 item 6)', async ({
  page,
}) => {
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  const recipient = await queueResetMail(page);

  await page.goto('/app/company/email-archive');
  await expect(page.getByRole('heading', { level: 1, name: 'Email archive' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Recipient' }).fill(recipient);
  const table = page.getByRole('table', { name: 'E-mails' });
  const row = table.getByRole('row').filter({ hasText: recipient }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Password reset')).toBeVisible();
  await expectAccessible(page, '/app/company/email-archive');

  await row.getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: 'E-mail' });
  await expect(drawer.getByText('The password link in this e-mail is hidden')).toBeVisible();
  const frame = drawer.locator('iframe[sandbox=""]');
  await expect(frame).toHaveAttribute('srcdoc', /token=••••••/);
  await expect(frame.contentFrame().getByText('Pallet Portal').first()).toBeVisible();
  // A link mail is not resent: a new link comes from 'Reset password by e-mail'.
  await expect(drawer.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await expectAccessible(page, '/app/company/email-archive (mail)');

  await drawer.getByRole('tab', { name: 'Text' }).click();
  await expect(drawer.getByText(/token=••••••/)).toBeVisible();
});
