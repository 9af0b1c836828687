import { expect, type Page } from '@playwright/test';

/** Logs in through the login page as a Norwegian-language user would (labels in nb-NO). */
export async function loginAs(page: Page, loginName: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Brukernavn').fill(loginName);
  await page.getByRole('textbox', { name: 'Passord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

/** Must-read alerts block the app until read (spec §4); read them so the test can go on. */
export async function readMustReadAlerts(page: Page) {
  const button = page.getByRole('button', { name: 'Jeg har lest dette' });
  for (;;) {
    const isShown = await button
      .waitFor({ state: 'visible', timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (!isShown) return;
    await button.click();
    await page.waitForTimeout(300);
  }
}

export async function expectOnShell(page: Page) {
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
}
