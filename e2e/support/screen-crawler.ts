import type { Page, Request } from '@playwright/test';

/** The app's screens: the shell and the pallet-receipt frames; not the API reference or files. */
const screenPath = /^\/(app|pallet-receipts(-inv)?)(\/|$)/;

/** One screen per route: ids and order numbers in a path stand for every detail of that kind. */
export const routeOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (/^\d+$|^[A-Z]{2}-\d/.test(segment) ? ':id' : segment))
    .join('/');

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's unanswered requests from now on (attach before the first navigation). */
export function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until the screen has its heading, no loader shows and its reads are answered twice in a row
 * 100 ms apart (an answer may start the next read). Quicker than Playwright's 'networkidle', which
 * waits 500 ms of silence each time.
 */
export async function settle(page: Page) {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  const pending = inFlight.get(page);
  const deadline = Date.now() + 10_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    const isLoading =
      (pending?.size ?? 0) > 0 || (await page.locator('.mantine-Loader-root:visible').count()) > 0;
    quiet = isLoading ? 0 : quiet + 1;
  }
}

/** The screen paths the page links to (anchors, the open menu's items included). */
async function linkedPaths(page: Page) {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  return hrefs.filter((path) => screenPath.test(path));
}

/** Where a click on `target` leads; null when it stays on the screen. */
async function pathAfterClick(page: Page, target: ReturnType<Page['locator']>) {
  const before = new URL(page.url()).pathname;
  if ((await target.count()) === 0 || !(await target.first().isVisible())) return null;
  await target.first().click();
  await page.waitForURL((url) => url.pathname !== before, { timeout: 5_000 }).catch(() => undefined);
  const after = new URL(page.url()).pathname;
  return after === before ? null : after;
}

/**
 * Screens reached from this one: its links, its tabs, and the first row of an order list or dock list
 * (rows open their detail screen by click, not by link). Tabs and rows are clicked, so the page moves.
 */
export async function reachableFrom(page: Page, followedTabs = new Set<string>()): Promise<string[]> {
  const found = await linkedPaths(page);
  const here = new URL(page.url()).pathname;
  for (const opener of ['[data-grid-row]', '[data-order-no]']) {
    const path = await pathAfterClick(page, page.locator(opener));
    if (path) {
      found.push(path);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === here);
      await settle(page);
    }
  }
  const tabs = page.getByRole('tab');
  const tabCount = await tabs.count();
  const group = tabCount > 0 ? await page.getByRole('tablist').first().innerText() : '';
  for (let index = 0; index < tabCount; index += 1) {
    const tab = tabs.nth(index);
    // Sibling screens show the same tab group: each tab is followed once.
    const key = `${group}|${await tab.innerText()}`;
    if (followedTabs.has(key) || (await tab.getAttribute('aria-selected')) === 'true') continue;
    followedTabs.add(key);
    const path = await pathAfterClick(page, tab);
    if (path) found.push(path);
  }
  return found;
}

/**
 * Visits every screen reachable from `start` once per route, calling `visit` on each after it settled
 * (only the `start` screens when `follow` is false). `seen` is shared across users when one screen per
 * route over all users is enough.
 */
export async function crawlScreens(
  page: Page,
  start: string[],
  visit: (path: string) => Promise<void>,
  seen = new Set<string>(),
  { follow = true } = {},
) {
  trackRequests(page);
  const followedTabs = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(routeOf(path))) continue;
    seen.add(routeOf(path));
    await page.goto(path);
    await settle(page);
    // A redirect (a screen the user may not see, a marker host) lands on a route already known.
    const landed = new URL(page.url()).pathname;
    if (landed !== path && seen.has(routeOf(landed)) && routeOf(landed) !== routeOf(path)) continue;
    await visit(path);
    if (!follow) continue;
    for (const next of await reachableFrom(page, followedTabs))
      if (!seen.has(routeOf(next))) queue.push(next);
  }
  return seen;
}
