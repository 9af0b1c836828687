import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, rowsAs } from '../orders/order-api.ts';
import { isReplay, newKey, postWithKey, statusChangeCount, statusChangeOf } from './idempotency-api.ts';

/**
 * Duplicates arriving together (research/offline-anchors.md §6): on PostgreSQL the copies run at once on
 * the pool's connections and wait on the key's primary key; on PGlite they queue for its one connection.
 */
describe('concurrent copies of one mutation (issue 5 item 4)', () => {
  let t: TestApp;
  let ordered: OrderRow[];

  beforeAll(async () => {
    t = await makeTestApp();
    const dock = await actorOf(t, 'lager');
    ordered = (await rowsAs(t, 'global')).items.filter(
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 1 &&
        row.locationIdFrom === dock.location.id,
    );
    // Logged in before the burst, so the copies race on the key and not on the login.
    await t.tokenOf('lager');
  });
  afterAll(() => t.close());

  it('applies 100 simultaneous copies under one key once and gives all 100 the same answer', async () => {
    const order = ordered[0]!;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        postWithKey<OrderRow>(t, 'lager', 'orderStatus', statusChangeOf(order, 2), key),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((answer) => answer.response.body)).size).toBe(1);
    expect(answers.filter(isReplay)).toHaveLength(99);
    expect(answers[0]!.body.data).toMatchObject({ transactionStatusId: 2, version: order.version + 1 });
    expect(await statusChangeCount(t, order.id)).toBe(1);
  });

  it('lets one of 20 simultaneous changes under different keys win; the rest get VersionConflict', async () => {
    const order = ordered[1]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 2), newKey()),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.filter((answer) => answer.body.error?.type === 'VersionConflict')).toHaveLength(19);
    expect(await statusChangeCount(t, order.id)).toBe(1);
  });
});
