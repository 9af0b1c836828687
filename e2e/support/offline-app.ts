import { expect, type Page } from '@playwright/test';
import { apiWithToken } from './api.ts';
import { loginAs, readMustReadAlerts } from './login-as.ts';

/** The API as a test checks it, with a token of its own: the page's token may be gone by then. */
export async function apiAs(page: Page, loginName: string) {
  const login = await page.request.post('/api/no/Login', {
    data: { userLoginName: loginName, password: 'demo-pallet', anonymous: true },
  });
  expect(login.ok()).toBe(true);
  return apiWithToken(page, ((await login.json()) as { data: { token: string } }).data.token);
}

/** Logs in as an English-reading user with a service worker controlling the app. */
export async function openApp(page: Page, loginName: string) {
  await loginAs(page, loginName);
  await readMustReadAlerts(page);
  await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

export const syncIndicator = (page: Page) => page.getByTestId('sync-indicator');

/** What the indicator says, in any language: online or not, waiting, needing attention. */
export async function expectIndicator(
  page: Page,
  state: { online?: boolean; waiting?: number; attention?: number },
  timeout = 10_000,
) {
  const shown = syncIndicator(page);
  try {
    if (state.online !== undefined)
      await expect(shown).toHaveAttribute('data-online', String(state.online), { timeout });
    if (state.waiting !== undefined)
      await expect(shown).toHaveAttribute('data-waiting', String(state.waiting), { timeout });
    if (state.attention !== undefined)
      await expect(shown).toHaveAttribute('data-attention', String(state.attention), { timeout });
  } catch (error) {
    // What the device's outbox holds says why: an entry's state and the answer it last got.
    const entries = await outboxOnDevice(page).catch((reason: unknown) => `unreadable: ${String(reason)}`);
    (error as Error).message += `\n\nThe device's outbox: ${JSON.stringify(entries, null, 1)}`;
    throw error;
  }
}

/** The outbox entries in the page's IndexedDB, without their payloads (src/app/offline/local-db.ts). */
function outboxOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open('pallet-portal');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('outbox').objectStore('outbox').getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () =>
            resolve(
              (reading.result as Record<string, unknown>[]).map(
                ({ seq, kind, userId, state, attempts, error, nextAttemptAt }) => ({
                  seq,
                  kind,
                  userId,
                  state,
                  attempts,
                  error,
                  nextAttemptAt,
                }),
              ),
            );
        };
      }),
  );
}

/** The recorded status changes of an order to `to`. */
export const statusChangesTo = async (api: ReturnType<typeof apiWithToken>, orderId: number, to: number) =>
  (await api.get<{ toStatusId: number }[]>('orderStatusHistory', { orderId })).filter(
    (entry) => entry.toStatusId === to,
  );
