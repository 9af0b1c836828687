import { expect, test, type Page } from '@playwright/test';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

/** What every page runs before the router starts: the start chunk, its runtime and the catalogs. */
const startCode = /\/assets\/(start|rolldown-runtime|nb-NO|en-US|sv-SE|da-DK|fi-FI)-[\w-]+\.js$/;
const isScreenCode = (url: string) => /\/assets\/.+\.js$/.test(url) && !startCode.test(url);
/** Long enough that a list call waiting for the held code cannot come before it is let go. */
const holdAtMostMs = 10_000;

/**
 * Holds every script of the app beyond its start code until `listCall` leaves (or at most 10 s), and
 * tells whether it left while scripts were held: a list call that waits for the screen's code comes
 * only after they are let go, however fast the machine.
 */
async function holdScreenCodeUntil(page: Page, listCall: RegExp) {
  /** Scripts asked for and not yet let go. */
  let held = 0;
  let leftWhileHeld: boolean | null = null;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request) => {
    if (leftWhileHeld !== null || !listCall.test(new URL(request.url()).pathname)) return;
    leftWhileHeld = held > 0;
    release();
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!isScreenCode(route.request().url())) return route.continue();
    // The first held script starts the clock; after it, everything goes.
    if (held++ === 0 && leftWhileHeld === null) setTimeout(release, holdAtMostMs);
    await released;
    held--;
    await route.continue();
  });
  return () => leftWhileHeld;
}

test('the next screen’s code is fetched while the password is checked', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) scripts.push(request.url());
  });
  await page.goto('/login?returnUrl=%2Fapp%2Forders');
  await page.waitForLoadState('networkidle');
  const loginCode = new Set(scripts);
  const screenCode = () => scripts.filter((url) => !loginCode.has(url));
  let screenCodeBeforeAnswer = 0;
  // The Login answer waits until the screen's code has been asked for (at most 10 s).
  await page.route('**/api/no/Login', async (route) => {
    for (const deadline = Date.now() + holdAtMostMs; screenCode().length === 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    screenCodeBeforeAnswer = screenCode().length;
    await route.continue();
  });
  await page.getByLabel('Brukernavn').fill('butikk');
  await page.getByRole('textbox', { name: 'Passord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/app\/orders$/);
  expect(
    screenCodeBeforeAnswer,
    'scripts of the next screen asked for before the Login answer',
  ).toBeGreaterThan(0);
});

/**
 * The start list's data call does not wait for the screen's code. Opened with a session (the
 * installed app reopened), the list call leaves while the screen's scripts are still held back.
 */
for (const { loginName, path, listCall, row } of [
  {
    loginName: 'butikk',
    path: '/app/orders',
    listCall: /^\/api\/no\/orders$/,
    row: 'tbody tr[data-grid-row]',
  },
  { loginName: 'lager', path: '/app/reception', listCall: /^\/api\/no\/dockOrders$/, row: '[data-order-no]' },
]) {
  test(`${path} for ${loginName}: the list call leaves before the screen's code has arrived`, async ({
    page,
    context,
  }) => {
    await loginAs(page, loginName);
    await readMustReadAlerts(page);
    const reopened = await context.newPage();
    const leftWhileHeld = await holdScreenCodeUntil(reopened, listCall);
    await reopened.goto(path);
    await expect(reopened.locator(row).first()).toBeVisible({ timeout: holdAtMostMs + 20_000 });
    expect(leftWhileHeld(), 'the list call left while the screen’s code was held back').toBe(true);
  });
}
