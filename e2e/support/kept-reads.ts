import type { Page } from '@playwright/test';

/** The keys of the reads this device keeps in IndexedDB (offline-reads.ts: `userId:JSON of the query key`). */
export const keptReadKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('pallet-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('reads').objectStore('reads').getAllKeys();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            resolve(request.result.map(String));
          };
        };
      }),
  );
