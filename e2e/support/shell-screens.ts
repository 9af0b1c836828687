import { expect, type Page } from '@playwright/test';
import { readMustReadAlertsInPage } from './login-as.ts';

/** Checks the page as it is now under a name for the report. */
export type CheckScreen = (page: Page, screen: string) => Promise<void>;

/** The shell's controls in the five languages: each demo user reads their own. */
const names = {
  menu: /^(Meny|Menu|Valikko)$/,
  alerts: /^(Varsler|Alerts|Aviseringar|Advarsler|Hälytykset) \(/,
  profile: /^(Min profil|My profile|Oma profiili)$/,
  language: /^(Språk|Language|Sprog|Kieli)$/,
  switchUser: /^(Bytt bruker|Switch user|Byt användare|Skift bruger|Vaihda käyttäjää)$/,
};

/** Links to this portal's screens; the other countries' portals (inter-company links) are not crawled. */
const pathsOf = (anchors: Element[]) =>
  anchors
    .map((anchor) => new URL((anchor as HTMLAnchorElement).href))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname);

/** Logs in through the form in whatever language the host shows. */
export async function logIn(page: Page, loginName: string) {
  await page.goto('/login');
  const form = page.getByRole('form');
  await form.getByRole('textbox').first().fill(loginName);
  await form.locator('input[type="password"]').fill('demo-pallet');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/(app|gdpr|agreement)/);
}

/**
 * The must-read alerts block the app after login (spec §4): that dialog is checked too. Then the user
 * reads them through the market's API from the page (the test's request context cannot resolve mapped
 * host names), and the page loads again without them.
 */
export async function checkMustReadAlerts(page: Page, who: string, check: CheckScreen, market = 'no') {
  if (await page.getByRole('dialog').isVisible()) await check(page, `${who}: must-read alert`);
  await readMustReadAlertsInPage(page, market);
}

/** Escape closes the open menu or dialog; the next one opens only after this one has gone. */
async function closeWithEscape(page: Page, role: 'menu' | 'dialog') {
  await page.keyboard.press('Escape');
  await expect(page.getByRole(role)).toHaveCount(0);
}

/** The screens the main navigation links to. */
export const navPaths = (page: Page) => page.getByRole('navigation').locator('a[href]').evaluateAll(pathsOf);

/**
 * The shell's menus and dialogs, each checked open: the alert bell's menu and the user menu, and with
 * `withDialogs` My profile, the language picker, Switch user where the user may, and the changes on this
 * device. Returns the screens the user menu links to.
 */
export async function checkShell(page: Page, who: string, check: CheckScreen, { withDialogs = true } = {}) {
  await page.getByRole('button', { name: names.alerts }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, `${who}: alert bell menu`);
  await closeWithEscape(page, 'menu');

  const openMenu = async () => {
    await page.getByRole('button', { name: names.menu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    return page.getByRole('menu');
  };
  const menu = await openMenu();
  await check(page, `${who}: user menu`);
  const canSwitch = (await menu.getByRole('menuitem', { name: names.switchUser }).count()) > 0;
  const menuLinks = await menu.locator('a[href]').evaluateAll(pathsOf);
  await closeWithEscape(page, 'menu');

  if (!withDialogs) return menuLinks;
  const dialogs = [
    [names.profile, 'profile'],
    [names.language, 'language picker'],
    ...(canSwitch ? [[names.switchUser, 'switch user'] as const] : []),
  ] as const;
  for (const [item, name] of dialogs) {
    await (await openMenu()).getByRole('menuitem', { name: item }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, `${who}: ${name} dialog`);
    await closeWithEscape(page, 'dialog');
  }

  await page.getByTestId('sync-indicator').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, `${who}: changes on this device`);
  await closeWithEscape(page, 'dialog');
  return menuLinks;
}
