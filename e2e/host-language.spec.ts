import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

// Chromium resolves the Swedish host name to this machine, so the app sees a .se host (spec §1).
test.use({
  baseURL: `http://demo.pallet-portal.se:${port}`,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP demo.pallet-portal.se 127.0.0.1',
    ],
  },
});

test('a .se host shows Swedish and uses the Swedish API base (spec §1)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await page.getByLabel('Användarnamn').fill('butik');
  await page.getByRole('textbox', { name: 'Lösenord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { name: 'Startsida' })).toBeVisible();
});
