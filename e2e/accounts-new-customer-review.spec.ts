import { expect, test } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { waitForMailTo } from './support/mail-catcher.ts';

// A demo request of the seed (seed-new-customer-requests.ts) that no other spec decides.
const company = 'Trøndelag Hagesenter AS';
const applicant = 'eirik.aune@trondelaghage.example.no';

test.beforeEach(async ({ page }) => readInEnglish(page));

test('a global admin rejects a request with a reason, and the applicant is told it by e-mail (issue 16 item 5)', async ({
  page,
}) => {
  await page.goto('/login');
  await logInInEnglish(page, 'global', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/global/new-customers');
  await page.getByRole('row').filter({ hasText: company }).getByRole('link', { name: company }).click();
  await expect(page.getByText(applicant)).toBeVisible();

  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject request?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await expectAccessible(page, '/app/global/new-customers/:id: reject dialog');
  const reason = 'We do not serve garden centres north of Dovre yet.';
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  const rejectedAt = Date.now();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Request rejected and the applicant informed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByText(reason)).toBeVisible();

  const mail = await waitForMailTo(applicant, { since: rejectedAt });
  expect(mail.text).toContain(reason);

  await page.goto('/app/global/new-customers?status=rejected');
  await expect(page.getByRole('row').filter({ hasText: company })).toContainText('Rejected');
});
