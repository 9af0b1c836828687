import type { Page } from '@playwright/test';
import type { OutboxEntry } from '../../src/app/offline/local-db.ts';
import type { OrderListAnswer } from '../../src/domain/orders/order-list.ts';
import type { OfflineUser } from './browser-session.ts';
import { commentEntry } from './outbox-drain.ts';

type Order = OrderListAnswer['items'][number];

/** Comments as saveToOutbox writes them (src/app/offline/outbox.ts), put straight into IndexedDB. */
export function commentEntries(
  user: OfflineUser,
  orders: readonly Order[],
  texts: readonly string[],
): OutboxEntry[] {
  return texts.map((text, index) => commentEntry(user, orders[index % orders.length]!, text));
}

/** The bits of IndexedDB the bench reads in the page (this tsconfig has no DOM types). */
interface RawRequest<T> {
  result: T;
  error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface RawDatabase {
  transaction(store: string): { objectStore(store: string): { getAll(): RawRequest<unknown[]> } };
  close(): void;
}

/** The tries the outbox counted on its entries (`attempts`), read straight from IndexedDB. */
export const triesCounted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const { indexedDB } = globalThis as unknown as {
          indexedDB: { open(name: string): RawRequest<RawDatabase> };
        };
        const opening = indexedDB.open('pallet-portal');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('outbox').objectStore('outbox').getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            opening.result.close();
            resolve(
              (reading.result as { attempts: number }[]).reduce((sum, entry) => sum + entry.attempts, 0),
            );
          };
        };
      }),
  );

/** As saveToOutbox's signal (src/app/offline/outbox-signal.ts): the tab holding the replayer looks now. */
export const wakeOutbox = (page: Page) =>
  page.evaluate(() => {
    const { BroadcastChannel } = globalThis as unknown as {
      BroadcastChannel: new (name: string) => { postMessage(message: unknown): void; close(): void };
    };
    const channel = new BroadcastChannel('pallet-portal-outbox');
    channel.postMessage({ type: 'wake' });
    channel.close();
  });
