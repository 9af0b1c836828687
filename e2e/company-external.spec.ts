import { expect, test } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

test('a customer admin creates, edits and deletes an external location (issue 17 item 5)', async ({
  page,
}) => {
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/company/external');
  await expect(page.getByRole('heading', { level: 1, name: 'External locations' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'External locations' })).toBeVisible();
  await expectAccessible(page, '/app/company/external');

  await page.getByRole('button', { name: 'New external location' }).click();
  const dialog = page.getByRole('dialog', { name: 'New external location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Vinstra Sag');
  await dialog.getByRole('textbox', { name: 'Location number' }).fill('1003');
  await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Ole Vik');
  await expectAccessible(page, '/app/company/external (new)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A number of one of the customer's own locations is said at once (spec §5).
  await expect(page.getByText('Location number already exists').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Location number' }).fill('EXT-E2E-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('External location created')).toBeVisible();
  const table = page.getByRole('table', { name: 'External locations' });
  await expect(table.getByRole('row').filter({ hasText: 'EXT-E2E-1' })).toContainText('Vinstra Sag');

  await table.getByRole('button', { name: 'Edit Vinstra Sag' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit external location' });
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Vinstra Sagbruk');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('External location saved')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'EXT-E2E-1' })).toContainText('Vinstra Sagbruk');

  await table.getByRole('button', { name: 'Delete Vinstra Sagbruk' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete external location' });
  await expect(confirm.getByText('Delete the external location Vinstra Sagbruk?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('External location deleted')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'EXT-E2E-1' })).toHaveCount(0);
});
