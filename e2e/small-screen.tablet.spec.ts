import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

test('on a tablet the navigation links move into the menu (spec §2)', async ({ page }) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  await expect(page.getByRole('navigation')).toBeHidden();
  await page.getByRole('button', { name: 'Meny' }).click();
  await expectAccessible(page, 'menu with the navigation on a tablet');
  await page.getByRole('menuitem', { name: 'Kjøp' }).click();
  await expect(page).toHaveURL(/\/app\/orders$/);
  await expect(page.getByRole('heading', { name: 'Kjøp' })).toBeVisible();
  await expectAccessible(page, 'orders on a tablet');
});
