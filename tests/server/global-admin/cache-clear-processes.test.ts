import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheInfo } from '../../../src/domain/global-admin/caches.ts';
import { demoPassword } from '../../../src/server/db/seed/demo-accounts.ts';
import { runningUrl, spawnServer, type ServerProcess } from '../../helpers/server-process.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * Issue 19 item 6: a clear on one server process reaches every process on the same PostgreSQL
 * database (LISTEN/NOTIFY). The second process is a real one (`node src/server/main.ts`) on the test's
 * database. PGlite is one process by design (its data directory is locked); caching.test.ts covers
 * its in-process path.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('a cache clear seen by a second server process', () => {
  let t: TestApp;
  let second: ServerProcess;
  let secondUrl: string;
  let token: string;

  const call = async <T>(method: 'GET' | 'POST', name: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${secondUrl}/api/no/${name}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const typesCache = async () =>
    (await call<CacheInfo[]>('GET', 'caches')).find((cache) => cache.name === 'transaction-types')!;

  beforeAll(async () => {
    t = await makeTestApp();
    const connection = t.app.database.jobQueue;
    if (!('connectionString' in connection)) throw new Error('expected a PostgreSQL test database');
    second = spawnServer({ DATABASE_URL: connection.connectionString, SEED: 'never' });
    secondUrl = await runningUrl(second);
    token = (
      await call<{ token: string }>('POST', 'Login', { userLoginName: 'global', password: demoPassword })
    ).token;
  }, 90_000);
  afterAll(async () => {
    second?.child.kill('SIGTERM');
    await second?.exited;
    await t?.close();
  });

  it('empties the other process cache within moments of the clear', async () => {
    await call('POST', 'Actions', ['TransactionTypes']);
    await call('POST', 'Actions', ['TransactionTypes']);
    expect(await typesCache()).toMatchObject({ entries: 1, hits: 1 });

    const cleared = await t.callAs('global', 'POST', 'cacheClear', { body: { name: 'transaction-types' } });
    expect(cleared.status).toBe(200);
    const deadline = Date.now() + 5000;
    let cache = await typesCache();
    while (cache.entries > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      cache = await typesCache();
    }
    expect(cache).toMatchObject({ entries: 0, hits: 0 });
  });
});
