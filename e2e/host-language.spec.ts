import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { onHost } from './support/chromium.ts';

test.use(onHost('demo.pallet-portal.se'));

test('a .se host shows Swedish and uses the Swedish API base (spec §1)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await page.getByLabel('Användarnamn').fill('butik');
  await page.getByRole('textbox', { name: 'Lösenord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { name: 'Startsida' })).toBeVisible();
  await expectAccessible(page, 'the Swedish start page');
});
