import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';

/** One read the device keeps (src/app/offline/offline-reads.ts): its query key and its data's JSON size. */
export interface KeptRead {
  queryKey: unknown[];
  bytes: number;
}

// Runs in the page; a string, as bench/ is checked without the DOM lib.
const readAll = `new Promise((resolve, reject) => {
  const open = indexedDB.open('pallet-portal');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const request = db.transaction('reads', 'readonly').objectStore('reads').getAll();
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      db.close();
      const encoder = new TextEncoder();
      resolve(request.result.map((read) => ({
        key: read.key,
        userId: read.userId,
        bytes: encoder.encode(JSON.stringify(read.data)).length,
      })));
    };
  };
})`;

/** The reads `userId` keeps on the device now, with the JSON size of each. */
export async function keptReads(page: Page, userId: number): Promise<KeptRead[]> {
  const rows = (await page.evaluate(readAll)) as { key: string; userId: number; bytes: number }[];
  return rows
    .filter((row) => row.userId === userId)
    .map((row) => ({
      queryKey: JSON.parse(row.key.slice(row.key.indexOf(':') + 1)) as unknown[],
      bytes: row.bytes,
    }));
}

/** Waits until the device has kept no new read for `quietMs` (the start's warm-up has run). */
export async function waitForQuietReads(page: Page, userId: number, quietMs = 4_000, timeoutMs = 60_000) {
  const started = Date.now();
  let count = -1;
  let since = Date.now();
  while (Date.now() - started < timeoutMs) {
    const now = (await keptReads(page, userId)).length;
    if (now !== count) {
      count = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs && count > 0) {
      return count;
    }
    await sleep(250);
  }
  throw new Error(`the kept reads of user ${userId} did not settle within ${timeoutMs} ms`);
}

/** A query key's kind: its area and the named parts, without the market and the actor's ids. */
export function kindOf(queryKey: readonly unknown[]): string {
  const [area, , ...rest] = queryKey;
  return [area, ...rest.filter((part) => typeof part === 'string')].join('/');
}
