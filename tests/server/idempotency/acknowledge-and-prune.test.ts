import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAckKeys } from '../../../src/domain/offline/idempotency-ack.ts';
import { idempotencyKeyRetentionDays } from '../../../src/domain/offline/idempotency-key.ts';
import { pruneIdempotencyKeys } from '../../../src/server/modules/idempotency/service.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { newKey, postWithKey, storedKeys } from './idempotency-api.ts';

const day = 86_400_000;

describe('how long keys are kept: until acknowledged, at most 180 days (issue 5 item 4)', () => {
  let t: TestApp;
  let admin: Actor;
  let retail: Actor;

  const storeKey = (userId: number, key: string, createdAt = new Date()) =>
    t.app.db
      .insertInto('idempotencyKeys')
      .values({ userId, key, requestHash: 'h', statusCode: 200, response: '{}', createdAt })
      .execute();

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, retail] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'butikk')]);
  });
  afterAll(() => t.close());

  it("POST idempotencyAck deletes the named keys of the caller's login user only", async () => {
    const [shared, own, unknown] = [newKey(), newKey(), newKey()];
    await storeKey(admin.user.id, shared);
    await storeKey(admin.user.id, own);
    await storeKey(retail.user.id, shared);
    const answer = await postWithKey(
      t,
      'kunde.admin',
      'idempotencyAck',
      { keys: [shared, own, unknown] },
      null,
    );
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.data).toEqual({ deleted: 2 });
    expect(await storedKeys(t, admin.user.id)).toEqual([]);
    expect(await storedKeys(t, retail.user.id)).toEqual([shared]);
  });

  it('acknowledges the key a mutation stored, after which the key is free again', async () => {
    const key = newKey();
    const body = { keys: ['not-stored'] };
    expect((await postWithKey(t, 'butikk', 'idempotencyAck', body, key)).status).toBe(200);
    expect(await storedKeys(t, retail.user.id)).toContain(key);
    const ack = await postWithKey(t, 'butikk', 'idempotencyAck', { keys: [key] }, null);
    expect(ack.body.data).toEqual({ deleted: 1 });
    expect(await storedKeys(t, retail.user.id)).not.toContain(key);
  });

  it('answers a bad acknowledgement with 400 naming the field', async () => {
    for (const body of [
      { keys: [] },
      { keys: Array.from({ length: maxAckKeys + 1 }, newKey) },
      { keys: ['a b'] },
    ]) {
      const answer = await postWithKey(t, 'butikk', 'idempotencyAck', body, null);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toMatch(/keys/);
    }
  });

  it('prunes keys older than 180 days, and only those', async () => {
    expect(idempotencyKeyRetentionDays).toBe(180);
    const now = new Date();
    const [old, recent] = [newKey(), newKey()];
    await storeKey(admin.user.id, old, new Date(now.getTime() - 181 * day));
    await storeKey(admin.user.id, recent, new Date(now.getTime() - 179 * day));
    expect(await pruneIdempotencyKeys(t.app.db, now)).toBe(1);
    expect(await storedKeys(t, admin.user.id)).toEqual([recent]);
    expect(await pruneIdempotencyKeys(t.app.db, now)).toBe(0);
  });
});
