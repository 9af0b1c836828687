import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheInfo } from '../../../src/domain/global-admin/caches.ts';
import { startCacheBus, type ClearMessage } from '../../../src/server/cache/cache-bus.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const cachesNow = async () => {
  const answer = await t.callAs<CacheInfo[]>('global', 'GET', 'caches');
  expect(answer.status).toBe(200);
  return new Map(answer.body.data!.map((cache) => [cache.name, cache]));
};
const startBundle = (login: string) =>
  t.callAs(login, 'POST', 'Actions', {
    body: ['TransactionTypes', 'TransactionStatuses', 'TruckTypes', 'InterCompany'],
  });

describe('GET caches and POST cacheClear (issue 19 item 6)', () => {
  it('lists every cache by name with its entries, hits and misses', async () => {
    await startBundle('butikk');
    await startBundle('lager');
    const caches = await cachesNow();
    expect([...caches.keys()]).toEqual(
      expect.arrayContaining([
        'inter-company-links',
        'transaction-statuses',
        'transaction-types',
        'truck-types',
      ]),
    );
    const types = caches.get('transaction-types')!;
    expect(types.entries).toBe(1);
    expect(types.hits).toBeGreaterThanOrEqual(1);
    expect(types.misses).toBe(1);
  });

  it('clears one cache and leaves the others', async () => {
    await startBundle('butikk');
    const answer = await t.callAs('global', 'POST', 'cacheClear', { body: { name: 'transaction-types' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ cleared: ['transaction-types'] });
    const caches = await cachesNow();
    expect(caches.get('transaction-types')).toMatchObject({ entries: 0, hits: 0, misses: 0 });
    expect(caches.get('transaction-statuses')!.entries).toBe(1);
  });

  it('clears all caches when no name is given', async () => {
    await startBundle('butikk');
    const answer = await t.callAs<{ cleared: string[] }>('global', 'POST', 'cacheClear', { body: {} });
    expect(answer.body.data!.cleared.length).toBeGreaterThanOrEqual(4);
    for (const cache of (await cachesNow()).values()) expect(cache.entries).toBe(0);
  });

  it('still answers the start bundle right after a clear', async () => {
    await t.callAs('global', 'POST', 'cacheClear', { body: {} });
    const answer = await t.callAs<{ name: string; data: unknown[] }[]>('butikk', 'POST', 'Actions', {
      body: ['TransactionTypes'],
    });
    expect(answer.body.data![0]!.data.length).toBeGreaterThan(0);
  });

  it('refuses an unknown cache (404) and a bad name (400)', async () => {
    expect((await t.callAs('global', 'POST', 'cacheClear', { body: { name: 'no-such-cache' } })).status).toBe(
      404,
    );
    const bad = await t.callAs('global', 'POST', 'cacheClear', { body: { name: 'DROP TABLE' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('name');
  });

  it('is for global admins only', async () => {
    expect((await t.callAs('kunde.admin', 'POST', 'cacheClear', { body: {} })).status).toBe(403);
    expect((await t.callAs('kunde.admin', 'GET', 'caches')).status).toBe(403);
  });
});

describe('a clear reaches every server process on the same database', () => {
  it('delivers a clear published by one process to another (LISTEN/NOTIFY; in-process on PGlite)', async () => {
    const heard: ClearMessage[] = [];
    const other = startCacheBus(t.app.database, (message) => heard.push(message), t.app.log);
    await other.ready;
    try {
      await t.callAs('global', 'POST', 'cacheClear', { body: { name: 'truck-types' } });
      const deadline = Date.now() + 5000;
      while (heard.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toContainEqual({ names: ['truck-types'] });
    } finally {
      await other.close();
    }
  });
});
