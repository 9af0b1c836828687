import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { loginFrom } from './login-api.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

/** The login limits' tables stay small: what no longer counts is deleted by later logins. */
describe('pruning the login limits (issue 14 items 2 and 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('drops failures and key rows older than a day, and addresses unused for 90 days', async () => {
    const db = t.app.db;
    await db
      .insertInto('loginFailures')
      .values({ throttleKey: 'name:no:old-name', address: '10.6.0.1', failedAt: daysAgo(2) })
      .execute();
    await db
      .insertInto('loginThrottleKeys')
      .values([
        { throttleKey: 'name:no:old-name', touchedAt: daysAgo(2) },
        { throttleKey: 'name:no:recent-name', touchedAt: daysAgo(0.5) },
      ])
      .execute();
    await db
      .insertInto('loginKnownAddresses')
      .values([
        { nameKey: 'name:no:old-name', address: '10.6.0.1', lastLoginAt: daysAgo(91) },
        { nameKey: 'name:no:recent-name', address: '10.6.0.1', lastLoginAt: daysAgo(89) },
      ])
      .execute();

    expect(await loginFrom(t, '10.6.0.2', 'lager', 'demo-pallet')).toBe(200);

    const keys = await db.selectFrom('loginThrottleKeys').select('throttleKey').execute();
    expect(keys.map((row) => row.throttleKey)).not.toContain('name:no:old-name');
    expect(keys.map((row) => row.throttleKey)).toContain('name:no:recent-name');
    const failures = await db.selectFrom('loginFailures').select('throttleKey').execute();
    expect(failures.map((row) => row.throttleKey)).not.toContain('name:no:old-name');
    const known = await db.selectFrom('loginKnownAddresses').select('nameKey').execute();
    expect(known.map((row) => row.nameKey).sort()).toEqual(['name:no:lager', 'name:no:recent-name']);
  });
});
