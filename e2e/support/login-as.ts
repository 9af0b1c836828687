import { expect, type Page } from '@playwright/test';

/** Logs in through the login page as a Norwegian-language user would (labels in nb-NO). */
export async function loginAs(page: Page, loginName: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Brukernavn').fill(loginName);
  await page.getByRole('textbox', { name: 'Passord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

/**
 * Must-read alerts block the app (spec §4). The user reads them through the API, as the blocker's
 * button does, and the page loads again without them: the modal can open at any moment of a poll, so
 * clicking it away is not reliable.
 */
export async function readMustReadAlerts(page: Page) {
  await expect(page).toHaveURL(/\/(app|gdpr|agreement)/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const answer = await page.request.get('/api/no/Alerts', { headers });
  expect(answer.ok()).toBe(true);
  const alerts = (
    (await answer.json()) as { data: { id: number; data: { read: boolean; mustRead: boolean } }[] }
  ).data;
  for (const alert of alerts.filter(({ data }) => data.mustRead && !data.read)) {
    const read = await page.request.post('/api/no/alertRead', { headers, data: { alertId: alert.id } });
    expect(read.ok()).toBe(true);
  }
  await page.reload();
}

/**
 * The same from inside the page, through the market's API: the test's request context cannot resolve
 * host names mapped for Chromium alone. The page loads again without the alerts.
 */
export async function readMustReadAlertsInPage(page: Page, market = 'no') {
  await page.evaluate(async (base) => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('token')}`,
      'content-type': 'application/json',
    };
    const answer = (await (await fetch(`${base}/Alerts`, { headers })).json()) as {
      data: { id: number; data: { mustRead: boolean; read: boolean } }[];
    };
    for (const alert of answer.data.filter(({ data }) => data.mustRead && !data.read))
      await fetch(`${base}/alertRead`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ alertId: alert.id }),
      });
  }, `/api/${market}`);
  await page.reload();
}

export async function expectOnShell(page: Page) {
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
}
