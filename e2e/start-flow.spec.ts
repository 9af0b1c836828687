import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { tickByItsWords } from './support/consent.ts';
import { expectOnShell, loginAs, readMustReadAlerts } from './support/login-as.ts';

test('an unknown path goes to login (spec §2)', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/login$/);
});

test('no session: /app sends to login with returnUrl, and back there after login (spec §2, §8)', async ({
  page,
}) => {
  await page.goto('/app/reports/transactions');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fapp%2Freports%2Ftransactions$/);
  await page.getByLabel('Brukernavn').fill('butikk');
  await page.getByRole('textbox', { name: 'Passord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/app\/reports\/transactions$/);
  await expect(page.getByRole('heading', { name: 'Transaksjonsrapport' })).toBeVisible();
});

test('a rejected token at start is cleared and the user goes to login (spec §4, §8)', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fapp%2Fhome$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an already logged-in user sees the notice and is taken to the app after 2 s (spec §2)', async ({
  page,
}) => {
  await loginAs(page, 'butikk');
  await expectOnShell(page);
  await page.goto('/login');
  await expect(page.getByRole('status')).toContainText('Du er allerede logget inn som');
  await expect(page).toHaveURL(/\/app\/home$/, { timeout: 5000 });
});

test('a user who has not confirmed GDPR ticks the box by its words and confirms it before the app (spec §4, issue 15 item 8)', async ({
  page,
}) => {
  await loginAs(page, 'ny.bruker');
  await expect(page).toHaveURL(/\/gdpr$/);
  await expectAccessible(page, '/gdpr');
  await tickByItsWords(page, 'Jeg har lest og godtar hvordan dataene mine brukes');
  await page.getByRole('button', { name: 'Godta og fortsett' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expectOnShell(page);
});

test('a plain user whose customer has not accepted the agreement is told to ask an administrator', async ({
  page,
}) => {
  await loginAs(page, 'avtale');
  await expect(page).toHaveURL(/\/agreement/);
  await expect(page.getByRole('status')).toContainText('Bare en administrator i firmaet ditt');
  await expectAccessible(page, '/agreement (not an administrator)');
  await expect(page.getByRole('button', { name: 'Godta og fortsett' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("the customer's admin ticks the agreement by its words and accepts it after login (spec §4, issue 14 item 9, issue 15 item 8)", async ({
  page,
}) => {
  await loginAs(page, 'avtale.admin');
  await expect(page).toHaveURL(/\/agreement/);
  await expectAccessible(page, '/agreement');
  await tickByItsWords(page, 'Jeg godtar kundeavtalen');
  await page.getByRole('button', { name: 'Godta og fortsett' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await readMustReadAlerts(page);
  await expectOnShell(page);
});

test('must-read alerts block the app until read, except on the messages routes (spec §4)', async ({
  page,
}) => {
  // A user of kunde.admin's customer whom no other test logs in: the must-read alert is still unread.
  await loginAs(page, 'lars.johansen');
  const dialog = page.getByRole('dialog', { name: 'Vennligst les' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'must-read alert');
  await page.goto('/app/messages');
  await expect(page.getByRole('heading', { name: 'Meldinger' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goto('/app/home');
  await expect(dialog).toBeVisible();
  await readMustReadAlerts(page);
  await expect(dialog).toBeHidden();
});
