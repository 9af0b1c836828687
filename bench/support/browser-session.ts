import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions, chromiumPath } from '../../e2e/support/chromium.ts';
import { installPageProbe, probe } from './page-probe.ts';

/**
 * localStorage 'offlineUser', the owner of the device's offline data (src/app/offline/offline-user.ts,
 * which this tsconfig cannot load: it uses the DOM's localStorage).
 */
export interface OfflineUser {
  userId: number;
  market: string;
  loginName: string;
}

/** Must-read alerts block the app (spec §4): read through the API, as in e2e/support/login-as.ts. */
async function readMustReadAlerts(page: Page) {
  const token = await probe.localStorageItem(page, 'token');
  const headers = { authorization: `Bearer ${token}` };
  const answer = await page.request.get('/api/no/Alerts', { headers });
  if (!answer.ok()) throw new Error(`GET Alerts: ${answer.status()}`);
  const alerts = (
    (await answer.json()) as { data: { id: number; data: { read: boolean; mustRead: boolean } }[] }
  ).data;
  for (const alert of alerts.filter(({ data }) => data.mustRead && !data.read)) {
    const read = await page.request.post('/api/no/alertRead', { headers, data: { alertId: alert.id } });
    if (!read.ok()) throw new Error(`POST alertRead: ${read.status()}`);
  }
  await page.reload();
}

/**
 * Debian's Chromium logged in as `loginName` through the login page (labels in nb-NO), with the service
 * worker controlling the page; every page of the context carries the probe (page-probe.ts).
 */
export async function openBrowserSession(baseURL: string, loginName: string, orderNoPrefix: string) {
  // Older Playwright needs this for context.route to see the service worker's own requests; 1.65 does by default.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  const browser = await chromium.launch(chromiumLaunchOptions([], chromiumPath));
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  // tsx compiles with esbuild's keepNames, which wraps the probe's inner functions in `__name(...)`.
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.addInitScript(installPageProbe, orderNoPrefix);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Brukernavn').fill(loginName);
  await page.getByRole('textbox', { name: 'Passord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(/\/(app|gdpr|agreement)/);
  await readMustReadAlerts(page);
  await probe.serviceWorkerControls(page, 30_000);
  const stored = await probe.localStorageItem(page, 'offlineUser');
  if (!stored) throw new Error('no offlineUser in localStorage after login');
  return { browser, context, page, user: JSON.parse(stored) as OfflineUser };
}
