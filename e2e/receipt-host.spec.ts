import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

// The inventory marker host of the pallet receipts resolves to this machine (spec §2 host markers).
test.use({
  baseURL: `http://kvittering-lager.pallet-portal.no:${port}`,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP kvittering-lager.pallet-portal.no 127.0.0.1',
    ],
  },
});

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
