import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { OrderStatusHistoryEntry } from '../../../src/domain/orders/order-status-change.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, rowsAs, type Actor } from './order-api.ts';

describe('POST orderStatus, the status machine on the server (issue 4, spec §4, §8)', () => {
  let t: TestApp;
  let all: OrderRow[];
  let admin: Actor;
  let retail: Actor;
  let dock: Actor;

  const setStatus = (login: string, order: Pick<OrderRow, 'id' | 'version'>, transactionStatusId: number) =>
    t.callAs<OrderRow>(login, 'POST', 'orderStatus', {
      body: { orderId: order.id, transactionStatusId, version: order.version },
    });
  const historyAs = (login: string, orderId: number) =>
    t.callAs<OrderStatusHistoryEntry[]>(login, 'GET', 'orderStatusHistory', {
      query: { orderId: String(orderId) },
    });
  const findOrder = (predicate: (row: OrderRow) => boolean) => {
    const order = all.find(predicate);
    if (!order) throw new Error('the demo data lacks an order the test needs');
    return order;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    all = (await rowsAs(t, 'global')).items;
    [admin, retail, dock] = await Promise.all([
      actorOf(t, 'kunde.admin'),
      actorOf(t, 'butikk'),
      actorOf(t, 'lager'),
    ]);
  });
  afterAll(() => t.close());

  it('walks an order from Ordered to Confirmed and records every change with who and when', async () => {
    let order = findOrder(
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 1 &&
        row.locationIdFrom === dock.location.id &&
        row.locationIdTo === admin.location.id,
    );
    for (const [login, status] of [
      ['lager', 2],
      ['lager', 3],
      ['lager', 4],
      ['kunde.admin', 5],
    ] as const) {
      const answer = await setStatus(login, order, status);
      expect(answer.status, `${login} → ${status}: ${JSON.stringify(answer.body.error)}`).toBe(200);
      expect(answer.body.data?.transactionStatusId).toBe(status);
      expect(answer.body.data?.version).toBe(order.version + 1);
      order = answer.body.data!;
    }
    const today = new Date().toISOString().slice(0, 10);
    expect([order.sentDate, order.receivalDate]).toEqual([expect.any(String), expect.any(String)]);
    expect(Math.abs(Date.parse(order.sentDate!) - Date.parse(today))).toBeLessThanOrEqual(86_400_000);

    const history = await historyAs('kunde.admin', order.id);
    expect(history.status).toBe(200);
    expect(history.body.data?.map((entry) => [entry.fromStatusId, entry.toStatusId])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
    expect(history.body.data?.map((entry) => entry.changedBy)).toEqual([
      dock.user.id,
      dock.user.id,
      dock.user.id,
      admin.user.id,
    ]);
    expect(history.body.data?.every((entry) => entry.actingFor === null && entry.changedAt)).toBe(true);
  });

  it("refuses a change the status machine does not allow for the user's role with 409 'Could not set order status'", async () => {
    const ordered = findOrder(
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 1 &&
        row.locationIdTo === retail.location.id,
    );
    const answer = await setStatus('butikk', ordered, 2);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toBe('Could not set order status');
    const skipping = await setStatus('lager', ordered, 5);
    expect(skipping.status).toBe(409);
    expect(skipping.body.error?.message).toBe('Could not set order status');
    expect((await historyAs('global', ordered.id)).body.data).toEqual([]);
  });

  it('answers a stale version with 409 VersionConflict and the current row', async () => {
    const order = findOrder(
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 1 &&
        row.locationIdFrom === dock.location.id &&
        ![admin.location.id, retail.location.id].includes(row.locationIdTo),
    );
    const first = await setStatus('lager', order, 2);
    expect(first.status).toBe(200);
    const stale = await setStatus('lager', order, 7);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.type).toBe('VersionConflict');
    expect(stale.body.error?.data).toMatchObject({
      id: order.id,
      transactionStatusId: 2,
      version: order.version + 1,
    });
    expect((await historyAs('lager', order.id)).body.data).toHaveLength(1);
  });

  it("answers another customer's order with 404, for the change and the history", async () => {
    const internal = findOrder(
      (row) =>
        row.transactionTypeId === 'OO' &&
        row.locationIdFrom === admin.location.id &&
        row.locationIdTo !== retail.location.id,
    );
    const answer = await setStatus('butikk', internal, 5);
    expect(answer.status).toBe(404);
    expect((await historyAs('butikk', internal.id)).status).toBe(404);
  });

  it('records the real login as acting_for when a global admin acts as another user', async () => {
    const global = await actorOf(t, 'global');
    const switched = await t.callAs('global', 'POST', 'status', {
      body: { customerId: admin.customer.id, locationId: admin.location.id, userId: admin.user.id },
    });
    expect(switched.status).toBe(200);
    // The retail store's order: no other test of this file changes it.
    const order = findOrder(
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 1 &&
        row.locationIdTo === retail.location.id,
    );
    const answer = await setStatus('global', order, 2);
    expect(answer.status).toBe(200);
    const history = (await historyAs('global', order.id)).body.data!;
    expect(history).toEqual([
      expect.objectContaining({ changedBy: admin.user.id, actingFor: global.user.id }),
    ]);
    await t.callAs('global', 'POST', 'status', {
      body: { customerId: global.customer.id, locationId: global.location.id, userId: global.user.id },
    });
  });

  it('refuses a bad payload with 400 naming the field, and no token with 401', async () => {
    const answer = await t.callAs('lager', 'POST', 'orderStatus', {
      body: { orderId: all[0]!.id, transactionStatusId: 99, version: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('transactionStatusId');
    const noVersion = await t.callAs('lager', 'POST', 'orderStatus', {
      body: { orderId: all[0]!.id, transactionStatusId: 2 },
    });
    expect(noVersion.body.error?.message).toContain('version');
    expect((await t.callAs(null, 'POST', 'orderStatus', { body: {} })).status).toBe(401);
    expect((await historyAs('lager', 0)).status).toBe(400);
  });
});
