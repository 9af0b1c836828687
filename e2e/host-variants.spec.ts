import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { chromiumLaunchOptions, e2ePort } from './support/chromium.ts';
import { readMustReadAlertsInPage } from './support/login-as.ts';

/** A QA host, the washing-service variant's production host and the development host (spec §1). */
const qaHost = 'qa.pallet-portal.no';
const washHost = 'vask.pallet-portal.no';
test.use({
  launchOptions: chromiumLaunchOptions([
    `--host-resolver-rules=MAP ${qaHost} 127.0.0.1,MAP ${washHost} 127.0.0.1`,
  ]),
});
test.beforeEach(async ({ page }) => readInEnglish(page));

const on = (host: string, path: string) => `http://${host}:${e2ePort}${path}`;

/** Logs in on the host's login page and reads the must-read alerts, which block the app (spec §4). */
async function logInOn(page: Page, host: string, market: string, loginName: string) {
  await page.goto(on(host, '/login'));
  await logInInEnglish(page, loginName, 'demo-pallet');
  await expect(page).toHaveURL(/\/app\//);
  await readMustReadAlertsInPage(page, market);
  await expect(page.getByRole('heading', { name: 'Start page', level: 1 })).toBeVisible();
}

test('a QA host says so on the login page and in the shell, and calls its own API base (spec §1)', async ({
  page,
}) => {
  await page.goto(on(qaHost, '/login'));
  await expect(page.getByTestId('environment-marker')).toHaveText('Environment: QA');
  await expectAccessible(page, `/login on ${qaHost}`);

  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  await logInOn(page, qaHost, 'no', 'kunde.admin');
  await expect(page.getByRole('banner').getByTestId('environment-marker')).toHaveText('Environment: QA');
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((url) => url.startsWith(on(qaHost, '/api/no/')))).toBe(true);
  await expectAccessible(page, `start page on ${qaHost}`);
});

test('the development host is marked Staging; production hosts carry no marker (spec §1)', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByTestId('environment-marker')).toHaveText('Environment: Staging');
  await page.goto(on(washHost, '/login'));
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('environment-marker')).toHaveCount(0);
});

test('the washing-service host uses its own wording (spec §1, locale set swa)', async ({ page }) => {
  await logInOn(page, washHost, 'swa', 'vask');
  await expect(page.getByText(/^Welcome to the washing service, /)).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: /^(Wash orders|Order washing)$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^(Orders|Buy)$/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Load carrier receipts', exact: true })).toBeVisible();
  await expectAccessible(page, `start page on ${washHost}`);

  await nav.getByRole('link', { name: /^(Wash orders|Order washing)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Wash orders|Order washing)$/ })).toBeVisible();
});

test('the user menu links the portals of the other countries in a new tab (spec §3)', async ({ page }) => {
  await logInOn(page, washHost, 'swa', 'vask');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu');
  for (const country of ['Denmark', 'Finland', 'Sweden']) {
    const link = menu.getByRole('menuitem', { name: new RegExp(`^${country}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(menu.getByRole('menuitem', { name: /^Norway/ })).toHaveCount(0);
  await expectAccessible(page, `user menu with the other countries on ${washHost}`);
});

test('hovering an icon-only button in the shell shows its name as a tooltip (spec §9)', async ({ page }) => {
  await logInOn(page, qaHost, 'no', 'kunde.admin');
  await page.getByRole('link', { name: 'Help' }).hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Help' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Menu' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
