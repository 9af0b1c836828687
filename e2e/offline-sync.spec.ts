import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import type { Api } from './support/api.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { apiAs, expectIndicator, openApp, statusChangesTo, syncIndicator } from './support/offline-app.ts';

// These tests are about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface OrderRow {
  id: number;
  orderNo: string;
  transactionStatusId: number;
}

/** An ordered order (status 1) that the provider staff user may confirm. */
async function orderedOrder(api: Api): Promise<OrderRow> {
  const { items } = await api.get<{ items: OrderRow[] }>('orders', {
    transactionStatus: '1',
    transactionType: 'TO',
    count: 20,
  });
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

const commentsWith = async (api: Api, orderId: number, text: string) =>
  (await api.get<{ text: string }[]>('orderComments', { orderId })).filter(
    (comment) => comment.text === text,
  );

/** Logs in through the login page in English (the last user's language may be another). */
async function logInAgain(page: Page, loginName: string) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  await page.reload();
  await page.getByRole('textbox', { name: 'Username' }).fill(loginName);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Log in' }).click();
  await readMustReadAlerts(page);
}

/** global opens an ordered order online once, so the device keeps it; the test's API checks the server. */
async function openOrderedOrder(page: Page) {
  await openApp(page, 'global');
  const api = await apiAs(page, 'global');
  const order = await orderedOrder(api);
  await page.goto(`/app/orders/${order.id}`);
  return { api, order };
}

async function commentOffline(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Comment' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText('Saved on this device. It will be sent when the network is back.').first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comments not sent yet' })).toContainText(text);
}

const isPostOf = (call: string, method: string, url: string) =>
  method === 'POST' && new URL(url).pathname.toLowerCase() === `/api/no/${call}`;

/** The Idempotency-Key of every POST of a call the pages of the context start. */
function keysSent(context: BrowserContext, call: string) {
  const keys: string[] = [];
  context.on('request', (request) => {
    if (isPostOf(call, request.method(), request.url()))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** The Idempotency-Key of every POST of a call the server answered. */
function keysAnswered(context: BrowserContext, call: string) {
  const keys: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (isPostOf(call, request.method(), request.url()))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test.describe('offline changes go through the outbox and reach the server exactly once (issue 5)', () => {
  test('a cold start with no network, a comment and a status change, a reload offline, then sync', async ({
    page,
    context,
  }) => {
    const { api, order } = await openOrderedOrder(page);
    await expect(page.getByRole('button', { name: 'Confirmed by the provider' })).toBeVisible();
    await expectIndicator(page, { online: true });

    await cutNetwork(context);
    const offline = await context.newPage();
    await page.close();
    await offline.goto(`/app/orders/${order.id}`);
    await expectIndicator(offline, { online: false });

    const text = `Offline comment ${Date.now()}`;
    await commentOffline(offline, text);
    await offline.getByRole('button', { name: 'Confirmed by the provider' }).click();
    await expectIndicator(offline, { waiting: 2 });

    await offline.reload();
    await expectIndicator(offline, { waiting: 2 });
    await expect(offline.getByRole('list', { name: 'Comments not sent yet' })).toContainText(text);
    // The local copy: the status as changed on the device.
    await expect(offline.getByText('Confirmed by the provider').first()).toBeVisible();
    await expectAccessible(offline, 'an order offline with changes waiting on the device');

    await restoreNetwork(context);
    await expectIndicator(offline, { waiting: 0, attention: 0 }, 30_000);
    await expect(offline.getByRole('list', { name: 'Comments not sent yet' })).toHaveCount(0);
    expect(await commentsWith(api, order.id, text)).toHaveLength(1);
    expect(await statusChangesTo(api, order.id, 2)).toHaveLength(1);
  });

  test('a response lost after the server committed: the retry has one effect', async ({ page, context }) => {
    const { api, order } = await openOrderedOrder(page);
    await expectIndicator(page, { online: true });

    const sends = keysSent(context, 'ordercomment');
    let dropped = 0;
    // Every send passes here: the first one's answer is dropped after the server committed, later ones
    // get theirs. (Removing the route instead raced the retry, which may come before the removal.)
    await page.route('**/api/no/orderComment', async (route) => {
      const response = await route.fetch();
      if (dropped > 0) return route.fulfill({ response });
      dropped += 1;
      await route.abort('connectionreset');
    });
    const retried = page.waitForResponse(
      (response) => isPostOf('ordercomment', response.request().method(), response.url()),
      { timeout: 30_000 },
    );
    const text = `Lost answer ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Comment' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    // The retry comes after its backoff; the server answers it from the stored response. Waiting for
    // that answer, not for "0 waiting" alone: the indicator said 0 before the comment was saved too.
    const answer = await retried;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['idempotent-replayed']).toBe('true');
    await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
    expect(dropped).toBe(1);
    expect(sends.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sends).size).toBe(1);
    expect(await commentsWith(api, order.id, text)).toHaveLength(1);
  });

  test('a session that expires offline: nothing is dropped, another user sees none of it, the same user sends it', async ({
    page,
    context,
  }) => {
    const { api, order } = await openOrderedOrder(page);
    await expectIndicator(page, { online: true });

    await cutNetwork(context);
    const text = `Expired session ${Date.now()}`;
    await commentOffline(page, text);
    // The session ends on the server while the tablet is offline.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const logout = await page.request.post('/api/no/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.ok()).toBe(true);

    await restoreNetwork(context);
    // The replayer's 401 pauses the entry; the app's own calls then go to the login page.
    await expect(page).toHaveURL(/\/(login)?(\?|$)/, { timeout: 60_000 });
    expect(await commentsWith(api, order.id, text)).toHaveLength(0);

    await logInAgain(page, 'kunde.admin');
    await expectIndicator(page, { waiting: 0, attention: 0 });
    await syncIndicator(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(0);
    await expectAccessible(page, 'changes on this device, none of another user');
    await page.waitForTimeout(2000);
    expect(await commentsWith(api, order.id, text)).toHaveLength(0);

    await page.evaluate(() => localStorage.removeItem('token'));
    await logInAgain(page, 'global');
    await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
    await expect.poll(async () => (await commentsWith(api, order.id, text)).length).toBe(1);
  });

  test('two tabs save offline; one replayer sends each change once', async ({ page, context }) => {
    const { api, order } = await openOrderedOrder(page);
    const second = await context.newPage();
    await second.goto(`/app/orders/${order.id}`);
    await expectIndicator(second, { online: true });

    const answered = keysAnswered(context, 'ordercomment');
    await cutNetwork(context);
    const first = `First tab ${Date.now()}`;
    const other = `Second tab ${Date.now()}`;
    await commentOffline(page, first);
    await commentOffline(second, other);
    await expectIndicator(page, { waiting: 2 });
    await expectIndicator(second, { waiting: 2 });

    await restoreNetwork(context);
    await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
    await expectIndicator(second, { waiting: 0, attention: 0 });
    expect(await commentsWith(api, order.id, first)).toHaveLength(1);
    expect(await commentsWith(api, order.id, other)).toHaveLength(1);
    // Offline attempts never reached the server; online, each change went out once, from one tab.
    expect(answered).toHaveLength(2);
    expect(new Set(answered).size).toBe(2);
  });
});
