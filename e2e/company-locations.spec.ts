import { expect, test } from '@playwright/test';
import { glnWithCheckDigit } from '../src/domain/shared/gln.ts';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

test('a customer admin creates a location with a delivery address found by post code (issue 17 items 2, 9)', async ({
  page,
}) => {
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/company/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Locations' });
  await expect(list.getByRole('button', { name: 'Fjellmeieriet Hamar' })).toBeVisible();
  await expectAccessible(page, '/app/company/locations');

  await page.getByRole('button', { name: 'New location' }).click();
  const drawer = page.getByRole('dialog', { name: 'New location' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill('Fjellmeieriet Oslo lager');
  const number = drawer.getByRole('textbox', { name: 'Location number (GLN)' });
  // A wrong check digit is refused by the server's GLN check (spec §5).
  const gln = glnWithCheckDigit('708000199901');
  await number.fill(`${gln.slice(0, 12)}${(Number(gln.at(-1)) + 1) % 10}`);
  await expect(drawer.getByText('Invalid GLN')).toBeVisible();
  await number.fill(gln);
  await expect(drawer.getByText('Valid GLN')).toBeVisible();
  // Switches and chips by keyboard: the drawer's sticky header covers what scrolls under it.
  const ramp = drawer.getByRole('switch', { name: 'Has ramp' });
  await ramp.focus();
  await page.keyboard.press('Space');
  await expect(ramp).toBeChecked();
  await drawer.getByLabel('Delivery between, from').fill('07:00');
  await drawer.getByLabel('Delivery between, to').fill('15:00');
  const monday = drawer.getByRole('checkbox', { name: 'Mon' });
  await monday.focus();
  await page.keyboard.press('Space');
  await expect(monday).toBeChecked();
  await drawer.getByRole('textbox', { name: 'E-mail for order confirmed' }).fill('oslo@example.com');
  await drawer.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByText('Location created')).toBeVisible();

  // Saved, the drawer edits the location and offers its delivery addresses.
  const edit = page.getByRole('dialog', { name: 'Edit location' });
  await edit.getByRole('button', { name: 'Add address' }).click();
  const address = edit.getByRole('form', { name: 'Delivery address' });
  await address.getByRole('textbox', { name: 'Address name' }).fill('Varemottak');
  await address.getByRole('textbox', { name: 'Street' }).fill('Karl Johans gate 1');
  await expect(address.getByRole('combobox', { name: 'Country' })).toHaveValue('Norway');
  await address.getByRole('textbox', { name: 'Post code' }).fill('0150');
  await expect(address.getByRole('textbox', { name: 'Post place' })).toHaveValue('OSLO');
  await expectAccessible(page, '/app/company/locations (location drawer)');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address created')).toBeVisible();
  await expect(edit.getByText('0150 OSLO, Norway')).toBeVisible();

  await edit.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or number' }).fill('oslo lager');
  const row = list.getByRole('row', { name: /Fjellmeieriet Oslo lager/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(gln);
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});
