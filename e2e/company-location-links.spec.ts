import { expect, test } from '@playwright/test';
import { glnWithCheckDigit } from '../src/domain/shared/gln.ts';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

test('a global admin links a location to a pooling group and a corporate customer; a customer admin only reads the links (issue 17 item 2)', async ({
  page,
}) => {
  await page.goto('/login');
  await logInInEnglish(page, 'global', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/company/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();

  await page.getByRole('button', { name: 'New location' }).click();
  const drawer = page.getByRole('dialog', { name: 'New location' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill('Pooling terminal Hamar');
  const gln = glnWithCheckDigit('708000199917');
  await drawer.getByRole('textbox', { name: 'Location number (GLN)' }).fill(gln);

  const links = drawer.getByRole('group', { name: 'Pooling and corporate' });
  await links.getByRole('combobox', { name: 'Pooling group' }).click();
  await page.getByRole('option', { name: 'Innlandet pool' }).click();
  const corporate = links.getByRole('switch', { name: 'Corporate location' });
  await corporate.focus();
  await page.keyboard.press('Space');
  await expect(corporate).toBeChecked();
  const customer = links.getByRole('combobox', { name: 'Corporate customer' });
  await customer.fill('Torgbutikken');
  await page.getByRole('option', { name: 'Torgbutikken AS' }).click();
  await expectAccessible(page, '/app/company/locations (pooling and corporate links)');
  await drawer.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByText('Location created')).toBeVisible();

  // Saved and read back from the server, the links are what was chosen.
  const edit = page.getByRole('dialog', { name: 'Edit location' });
  const saved = edit.getByRole('group', { name: 'Pooling and corporate' });
  await expect(saved.getByRole('combobox', { name: 'Pooling group' })).toHaveValue('Innlandet pool');
  await expect(saved.getByRole('switch', { name: 'Corporate location' })).toBeChecked();
  await expect(saved.getByRole('combobox', { name: 'Corporate customer' })).toHaveValue('Torgbutikken AS');
  await edit.getByRole('button', { name: 'Close' }).click();

  // A customer admin sees their own location's links, and cannot change them.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/company/locations');
  await page
    .getByRole('table', { name: 'Locations' })
    .getByRole('button', { name: 'Fjellmeieriet Hamar' })
    .click();
  const own = page
    .getByRole('dialog', { name: 'Edit location' })
    .getByRole('group', { name: 'Pooling and corporate' });
  const group = own.getByRole('textbox', { name: 'Pooling group' });
  await expect(group).toHaveAttribute('readonly', '');
  await expect(group).toHaveValue('Innlandet pool');
  await expect(own.getByRole('textbox', { name: 'Corporate location' })).toHaveValue('No');
  await expect(own.getByRole('switch')).toHaveCount(0);
  await expect(own.getByRole('combobox')).toHaveCount(0);
});
