import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusHistoryEntry } from '../../../src/domain/orders/order-status-change.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { isReplay, newKey, postWithKey } from '../idempotency/idempotency-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { dataOf, lineOf, movementsOf, postAs, todayOf, writtenRows } from './arrival-api.ts';

describe('POST directReception: pallets that arrived with no order (issue 6, item 2)', () => {
  let t: TestApp;
  let dock: Actor;
  let admin: Actor;
  let hamarId: number;
  let today: string;

  const receive = (login: string, body: unknown) => postAs(t, login, 'directReception', body);

  beforeAll(async () => {
    t = await makeTestApp();
    [dock, admin] = await Promise.all([actorOf(t, 'lager'), actorOf(t, 'kunde.admin')]);
    const hamar = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('name', '=', 'Fjellmeieriet Hamar')
      .executeTakeFirstOrThrow();
    hamarId = hamar.id;
    today = await todayOf(t);
  });
  afterAll(() => t.close());

  it('registers an arrival at a provider location as a return waiting for sorting (RO, 12)', async () => {
    const order = dataOf(
      await receive('lager', {
        locationIdFrom: admin.location.id,
        lines: [lineOf('eur/std/a', 40), lineOf('HALF/STD/A', 12)],
        carNo: 'AB 12345',
        reference: 'Driver came without papers',
      }),
      'directReception',
    );
    expect(order).toMatchObject({
      transactionTypeId: 'RO',
      transactionStatusId: 12,
      customerId: dock.customer.id,
      locationIdFrom: admin.location.id,
      locationIdTo: dock.location.id,
      dateSend: today,
      sentDate: today,
      receivalDate: today,
      isReceiverRegistered: true,
      quantity: 52,
      carNo: 'AB 12345',
      reference: 'Driver came without papers',
      externalLocationId: null,
      version: 1,
    });
    expect(order.orderNo).toMatch(/^NO-\d{6}$/);
    // Ids as stored, whatever case the dock typed; every quantity is the one that arrived.
    expect(
      order.transactions.map((line) => [
        `${line.productId}/${line.treatmentId}/${line.qualityId}`,
        line.quantityOrdered,
        line.quantityPicked,
        line.quantityDelivered,
      ]),
    ).toEqual([
      ['EUR/STD/A', 40, 40, 40],
      ['HALF/STD/A', 12, 12, 12],
    ]);
    const stored = await t.app.db
      .selectFrom('transactions')
      .select('createdBy')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.createdBy).toBe(dock.user.id);
  });

  it('adds what arrived to the acting location only: received, counted positive', async () => {
    const order = dataOf(
      await receive('lager', { locationIdFrom: hamarId, lines: [lineOf('EUR/STD/A', 25)] }),
      'directReception',
    );
    expect(await movementsOf(t, order.id)).toEqual([
      {
        locationId: dock.location.id,
        kind: 'received',
        productId: 'EUR',
        treatmentId: 'STD',
        qualityId: 'A',
        quantity: 25,
        createdBy: dock.user.id,
      },
    ]);
  });

  it('records in the history who took it from Sent to its status', async () => {
    const order = dataOf(
      await receive('lager', { locationIdFrom: hamarId, lines: [lineOf('EUR/STD/A', 5)] }),
      'directReception',
    );
    const history = await t.callAs<OrderStatusHistoryEntry[]>('lager', 'GET', 'orderStatusHistory', {
      query: { orderId: String(order.id) },
    });
    expect(history.body.data).toMatchObject([
      { orderId: order.id, fromStatusId: 4, toStatusId: 12, changedBy: dock.user.id },
    ]);
  });

  it('registers an arrival elsewhere as a confirmed transfer (OO, 5) of the acting customer', async () => {
    const order = dataOf(
      await receive('kunde.admin', { locationIdFrom: hamarId, lines: [lineOf('CRATE/WASH/A', 8)] }),
      'directReception',
    );
    expect(order).toMatchObject({
      transactionTypeId: 'OO',
      transactionStatusId: 5,
      customerId: admin.customer.id,
      locationIdFrom: hamarId,
      locationIdTo: admin.location.id,
      receivalDate: today,
    });
    expect((await movementsOf(t, order.id)).map((move) => [move.locationId, move.quantity])).toEqual([
      [admin.location.id, 8],
    ]);
  });

  it('refuses the acting location (400) and a location outside the market (404), writing nothing', async () => {
    const before = await writtenRows(t);
    const own = await receive('lager', { locationIdFrom: dock.location.id, lines: [lineOf('EUR/STD/A', 1)] });
    expect(own.status).toBe(400);
    expect(own.body.error?.message).toBe('locationIdFrom: must not be the acting location');
    const swedish = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('marketId', '=', 'se')
      .executeTakeFirstOrThrow();
    for (const locationIdFrom of [swedish.id, 999_999]) {
      const answer = await receive('lager', { locationIdFrom, lines: [lineOf('EUR/STD/A', 1)] });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ type: 'NotFound', message: 'Location not found' });
    }
    expect(await writtenRows(t)).toEqual(before);
  });

  it('refuses a product choice that does not exist or a bad payload with 400 naming the field', async () => {
    const before = await writtenRows(t);
    const unknown = await receive('lager', {
      locationIdFrom: hamarId,
      lines: [lineOf('EUR/STD/A', 3), lineOf('EUR/GOLD/A', 3)],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe('lines.1: is not a product choice');
    const noLines = await receive('lager', { locationIdFrom: hamarId, lines: [] });
    expect(noLines.status).toBe(400);
    expect(noLines.body.error?.message).toContain('lines');
    const zero = await receive('lager', { locationIdFrom: hamarId, lines: [lineOf('EUR/STD/A', 0)] });
    expect(zero.status).toBe(400);
    expect(zero.body.error?.message).toContain('lines.0.quantity');
    const noFrom = await receive('lager', { lines: [lineOf('EUR/STD/A', 3)] });
    expect(noFrom.status).toBe(400);
    expect(noFrom.body.error?.message).toContain('locationIdFrom');
    expect(await writtenRows(t)).toEqual(before);
  });

  it('makes one order however often the outbox replays its Idempotency-Key', async () => {
    const body = { locationIdFrom: hamarId, lines: [lineOf('EUR/STD/B', 17)], localId: 'tablet-1' };
    const key = newKey();
    const before = await writtenRows(t);
    const first = await postWithKey<OrderRow>(t, 'lager', 'directReception', body, key);
    const again = await postWithKey<OrderRow>(t, 'lager', 'directReception', body, key);
    expect(first.status).toBe(200);
    expect(isReplay(again)).toBe(true);
    expect(again.response.body).toBe(first.response.body);
    expect(await writtenRows(t)).toEqual({
      ...before,
      orders: before.orders + 1,
      movements: before.movements + 1,
    });
  });
});
