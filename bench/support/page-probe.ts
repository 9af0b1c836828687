import type { Page } from '@playwright/test';
import type { OutboxEntry } from '../../src/app/offline/local-db.ts';
import type { OrderListAnswer } from '../../src/domain/orders/order-list.ts';

// The few browser APIs the probe uses, typed here: bench/ is checked with the server's tsconfig (no DOM lib).
interface IdbRequest<T> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface IdbStore {
  add(value: unknown): IdbRequest<unknown>;
  put(value: unknown): IdbRequest<unknown>;
  count(): IdbRequest<number>;
  getAll(): IdbRequest<unknown[]>;
  index(name: string): { count(key: string): IdbRequest<number> };
}
interface IdbTransaction {
  readonly error: unknown;
  objectStore(name: string): IdbStore;
  oncomplete: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}
interface IdbDatabase {
  transaction(store: string, mode: 'readonly' | 'readwrite'): IdbTransaction;
  onversionchange: (() => void) | null;
  close(): void;
}
interface Shown {
  readonly textContent: string | null;
  getBoundingClientRect(): { height: number };
}
interface BrowserGlobals {
  indexedDB: { open(name: string): IdbRequest<IdbDatabase> };
  localStorage: { getItem(key: string): string | null };
  location: { pathname: string };
  document: { querySelector(selector: string): Shown | null };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean; characterData: boolean }): void;
    disconnect(): void;
  };
  requestAnimationFrame(callback: (frameTime: number) => void): number;
  navigator: { serviceWorker: { controller: unknown } };
  palletBench: PalletBench;
}

/** Outbox entries by where they stand: on their way (pending, sending, retrying) or stopped for the user. */
export interface OutboxCounts {
  total: number;
  waiting: number;
  stopped: number;
}

/** When, after navigation start (ms), the order grid showed a row and the sync indicator was shown. */
export interface FirstPaints {
  rows: number | null;
  indicator: number | null;
}

interface PalletBench {
  addOutboxEntries(entries: OutboxEntry[]): Promise<void>;
  outboxCounts(): Promise<OutboxCounts>;
  /** Replaces every kept order list answer of the user; resolves to how many there were. */
  keepOrderList(userId: number, answer: OrderListAnswer | null): Promise<number>;
  firstPaints: FirstPaints;
}

/**
 * An init script: the raw IndexedDB calls the bench makes on the app's Dexie database (schema in
 * src/app/offline/local-db.ts), and on /app/orders the time of the first frame that shows a grid row
 * with one of the kept order numbers (`orderNoPrefix`) and of the first with the sync indicator.
 */
export function installPageProbe(orderNoPrefix: string) {
  const page = globalThis as unknown as BrowserGlobals;
  const request = <T>(pending: IdbRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      pending.onsuccess = () => resolve(pending.result);
      pending.onerror = () => reject(pending.error);
    });
  const committed = (transaction: IdbTransaction) =>
    new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
  let opened: Promise<IdbDatabase> | null = null;
  const database = () =>
    (opened ??= request(page.indexedDB.open('pallet-portal')).then((db) => {
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      return db;
    }));

  const firstPaints: FirstPaints = { rows: null, indicator: null };
  page.palletBench = {
    firstPaints,
    async addOutboxEntries(entries) {
      const transaction = (await database()).transaction('outbox', 'readwrite');
      for (const entry of entries) transaction.objectStore('outbox').add(entry);
      await committed(transaction);
    },
    async outboxCounts() {
      const store = (await database()).transaction('outbox', 'readonly').objectStore('outbox');
      const inState = (state: string) => request(store.index('state').count(state));
      const [total, pending, sending, retrying, done] = await Promise.all([
        request(store.count()),
        ...['pending', 'sending', 'retrying', 'done'].map(inState),
      ]);
      const waiting = pending! + sending! + retrying!;
      return { total: total!, waiting, stopped: total! - waiting - done! };
    },
    async keepOrderList(userId, answer) {
      const transaction = (await database()).transaction('reads', 'readwrite');
      const reads = (await request(transaction.objectStore('reads').getAll())) as { key: string }[];
      const lists = reads.filter(
        (read) => read.key.startsWith(`${userId}:`) && read.key.includes('"list","orders"'),
      );
      if (answer) {
        for (const read of lists) {
          transaction.objectStore('reads').put({ ...read, data: answer, savedAt: Date.now() });
        }
      }
      await committed(transaction);
      return lists.length;
    },
  };

  if (!/^\/app\/orders\/?$/.test(page.location.pathname)) return;
  const isShown = (element: Shown | null) => element !== null && element.getBoundingClientRect().height > 0;
  let isScheduled = false;
  const observer = new page.MutationObserver(() => {
    if (isScheduled) return;
    isScheduled = true;
    page.requestAnimationFrame((frameTime) => {
      isScheduled = false;
      const row = page.document.querySelector('tbody tr[data-grid-row]');
      if (firstPaints.rows === null && isShown(row) && row?.textContent?.includes(orderNoPrefix)) {
        firstPaints.rows = frameTime;
      }
      if (
        firstPaints.indicator === null &&
        isShown(page.document.querySelector('[data-testid="sync-indicator"]'))
      ) {
        firstPaints.indicator = frameTime;
      }
      if (firstPaints.rows !== null && firstPaints.indicator !== null) observer.disconnect();
    });
  });
  observer.observe(page.document, { childList: true, subtree: true, characterData: true });
}

/** The probe's calls from Node (each runs in the page). */
export const probe = {
  addOutboxEntries: (page: Page, entries: OutboxEntry[]) =>
    page.evaluate(
      (list) => (globalThis as unknown as BrowserGlobals).palletBench.addOutboxEntries(list),
      entries,
    ),
  outboxCounts: (page: Page) =>
    page.evaluate(() => (globalThis as unknown as BrowserGlobals).palletBench.outboxCounts()),
  keepOrderList: (page: Page, userId: number, answer: OrderListAnswer | null) =>
    page.evaluate(
      ([user, list]) => (globalThis as unknown as BrowserGlobals).palletBench.keepOrderList(user, list),
      [userId, answer] as const,
    ),
  firstPaints: async (page: Page, timeout: number) => {
    await page.waitForFunction(
      () => {
        const { rows, indicator } = (globalThis as unknown as BrowserGlobals).palletBench.firstPaints;
        return rows !== null && indicator !== null;
      },
      undefined,
      { timeout, polling: 100 },
    );
    return page.evaluate(() => (globalThis as unknown as BrowserGlobals).palletBench.firstPaints);
  },
  serviceWorkerControls: (page: Page, timeout: number) =>
    page.waitForFunction(
      () => (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.controller !== null,
      undefined,
      { timeout },
    ),
  localStorageItem: (page: Page, key: string) =>
    page.evaluate((name) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(name), key),
};
