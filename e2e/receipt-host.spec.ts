import { expect, test } from '@playwright/test';
import { onHost } from './support/chromium.ts';

test.use(onHost('kvittering-lager.pallet-portal.no'));

test('on the inventory marker host every /app path goes to the inventory pallet receipts (spec §2)', async ({
  page,
}) => {
  await page.goto('/login?returnUrl=%2Fapp%2Forders');
  await page.getByLabel('Brukernavn').fill('lager');
  await page.getByRole('textbox', { name: 'Passord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/pallet-receipts-inv$/);
  await expect(page.getByRole('heading', { name: 'Pallkvitteringer (varetelling)' })).toBeVisible();
});
