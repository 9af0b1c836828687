import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentQuantityOf, type ReceptionLine } from '../../../src/domain/dock/reception.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { isReplay, newKey, postWithKey, statusChangeCount } from '../idempotency/idempotency-api.ts';
import { actorOf, rowsAs, type Actor } from '../orders/order-api.ts';
import { databaseToday, historyOf, movementOf, movementsOf, orderAs, pickRow } from './dock-api.ts';

/** Every line arrived as it was sent, with `changes` applied to some lines. */
const asSent = (order: OrderRow, changes: Record<number, Partial<ReceptionLine>> = {}) =>
  order.transactions.map((line, index) => ({
    lineId: line.id,
    quantityReceived: sentQuantityOf(line),
    qualityId: line.qualityId,
    ...changes[index],
  }));

describe('POST orderReception, the receiver registers what arrived (issue 6 item 1, spec §2 Reception)', () => {
  let t: TestApp;
  let all: OrderRow[];
  let dock: Actor;
  let retail: Actor;

  const receive = (login: string, order: Pick<OrderRow, 'id' | 'version'>, lines: unknown) =>
    t.callAs<OrderRow>(login, 'POST', 'orderReception', {
      body: { orderId: order.id, version: order.version, lines },
    });
  /** An order sent to Alnabru from a location whose name contains `from`. */
  const sentToDock = (type: string, from: string) =>
    pickRow(
      all,
      `a ${type} sent from ${from} to Alnabru`,
      (row) =>
        row.transactionTypeId === type &&
        row.transactionStatusId === 4 &&
        row.locationIdTo === dock.location.id &&
        row.locationNameFrom.includes(from),
    );

  beforeAll(async () => {
    t = await makeTestApp();
    all = (await rowsAs(t, 'global')).items;
    [dock, retail] = await Promise.all([actorOf(t, 'lager'), actorOf(t, 'butikk')]);
  });
  afterAll(() => t.close());

  it('confirms an order (5) whose every line arrived as sent, and adds it to the receiving store', async () => {
    let order = pickRow(
      all,
      "an ordered TO to butikk's store",
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 1 &&
        row.locationIdFrom === dock.location.id &&
        row.locationIdTo === retail.location.id,
    );
    for (const status of [2, 3, 4]) {
      const body = { orderId: order.id, transactionStatusId: status, version: order.version };
      order = (await t.callAs<OrderRow>('lager', 'POST', 'orderStatus', { body })).body.data!;
    }
    const answer = await receive('butikk', order, asSent(order));
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    const received = answer.body.data!;
    expect(received).toMatchObject({
      transactionStatusId: 5,
      isReceiverRegistered: false,
      receivalDate: await databaseToday(t),
    });
    expect(received.version).toBeGreaterThan(order.version);
    expect(received.transactions.map((line) => [line.quantityDelivered, line.qualityIdReceived])).toEqual(
      order.transactions.map((line) => [sentQuantityOf(line), line.qualityId]),
    );
    expect(await movementsOf(t, order.id, 'received')).toEqual(
      order.transactions.map((line) =>
        movementOf('received', retail.location.id, line, sentQuantityOf(line)),
      ),
    );
    expect((await historyOf(t, order.id)).at(-1)).toEqual({ step: [4, 5], changedBy: retail.user.id });
  });

  it('leaves a pickup that arrived as sent at the provider waiting for sorting (12, Arrived not sorted)', async () => {
    const order = sentToDock('HE', 'Lillehammer');
    const answer = await receive('lager', order, asSent(order));
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.data).toMatchObject({ transactionStatusId: 12, isReceiverRegistered: false });
    expect(answer.body.data?.receivalDate).toBe(await databaseToday(t));
    expect(await historyOf(t, order.id)).toEqual([{ step: [4, 12], changedBy: dock.user.id }]);
  });

  it('records a disagreement (6, recipient registered) when a quantity differs, and books what arrived', async () => {
    const order = sentToDock('HE', 'Hamar');
    const lines = asSent(order, { 0: { quantityReceived: sentQuantityOf(order.transactions[0]!) - 1 } });
    const answer = await receive('lager', order, lines);
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.data).toMatchObject({ transactionStatusId: 6, isReceiverRegistered: true });
    expect(answer.body.data?.transactions.map((line) => line.quantityDelivered)).toEqual(
      lines.map((line) => line.quantityReceived),
    );
    expect(await movementsOf(t, order.id, 'received')).toEqual(
      order.transactions.map((line, index) =>
        movementOf('received', dock.location.id, line, lines[index]!.quantityReceived),
      ),
    );
  });

  it('records a disagreement when a line arrived in another quality, and books it in that quality', async () => {
    const order = sentToDock('HE', 'Grünerløkka');
    const sorted = order.transactions[0]!;
    const other = sorted.qualityId === 'B' ? 'A' : 'B';
    const answer = await receive('lager', order, asSent(order, { 0: { qualityId: other } }));
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.data?.transactionStatusId).toBe(6);
    expect(answer.body.data?.transactions[0]).toMatchObject({
      qualityId: sorted.qualityId,
      qualityIdReceived: other,
      qualityNameReceived: `Kvalitet ${other}`,
    });
    expect(await movementsOf(t, order.id, 'received')).toContain(
      movementOf('received', dock.location.id, { ...sorted, qualityId: other }, sentQuantityOf(sorted)),
    );
  });

  it('applies a replayed reception (same Idempotency-Key) once, and refuses a retry on the old version', async () => {
    const order = sentToDock('RO', 'Drammen');
    const body = { orderId: order.id, version: order.version, lines: asSent(order) };
    const key = newKey();
    const first = await postWithKey<OrderRow>(t, 'lager', 'orderReception', body, key);
    expect(first.status, JSON.stringify(first.body.error)).toBe(200);
    const again = await postWithKey<OrderRow>(t, 'lager', 'orderReception', body, key);
    expect([again.status, isReplay(again)]).toEqual([200, true]);
    expect(again.body.data).toEqual(first.body.data);
    const retry = await postWithKey<OrderRow>(t, 'lager', 'orderReception', body, newKey());
    expect(retry.status).toBe(409);
    expect(retry.body.error?.type).toBe('VersionConflict');
    expect(retry.body.error?.data).toMatchObject({ id: order.id, transactionStatusId: 12 });
    expect(await statusChangeCount(t, order.id)).toBe(1);
    expect(await movementsOf(t, order.id, 'received')).toHaveLength(order.transactions.length);
  });

  it("refuses an order that is not sent with 409 'Could not set order status'", async () => {
    const confirmed = pickRow(
      all,
      'a pickup confirmed to Alnabru',
      (row) => row.transactionStatusId === 2 && row.locationIdTo === dock.location.id,
    );
    const answer = await receive('lager', confirmed, asSent(confirmed));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      message: 'Could not set order status',
      type: 'InvalidStatusTransition',
    });
  });

  it('lets only the receiver (or the sorting provider) register it: the sender of a TO gets 409', async () => {
    const order = pickRow(
      all,
      'a TO sent from Alnabru',
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 4 &&
        row.locationIdFrom === dock.location.id,
    );
    const answer = await receive('lager', order, asSent(order));
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toBe('Could not set order status');
    expect((await orderAs(t, 'lager', order.id)).transactionStatusId).toBe(4);
    expect(await movementsOf(t, order.id, 'received')).toEqual([]);
  });

  it('answers lines that are not exactly the order’s, or an unknown quality, with 400 naming the field', async () => {
    const order = sentToDock('HE', 'Lofthus');
    const [line] = asSent(order);
    const foreign = all.find((row) => row.id !== order.id)!.transactions[0]!.id;
    const cases: [unknown, string][] = [
      [[{ ...line, lineId: foreign }], 'lines.0.lineId'],
      [[line, { ...line, lineId: foreign }], 'lines.1.lineId'],
      [[{ ...line, qualityId: 'Z' }], 'lines.0.qualityId'],
      [[{ ...line, quantityReceived: -1 }], 'quantityReceived'],
    ];
    for (const [lines, field] of cases) {
      const answer = await receive('lager', order, lines);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.message).toContain(field);
    }
    // Not one this file receives: a sent order with two lines between other locations.
    const twoLines = pickRow(
      all,
      'a sent order with two lines',
      (row) =>
        row.transactionStatusId === 4 &&
        row.transactions.length > 1 &&
        ![dock.location.id, retail.location.id].includes(row.locationIdTo),
    );
    const missing = await receive('global', twoLines, asSent(twoLines).slice(1));
    expect([missing.status, missing.body.error?.message]).toEqual([
      400,
      'lines: must name every line of the order',
    ]);
    expect(await orderAs(t, 'lager', order.id)).toEqual(order);
  });

  it("answers another customer's order with 404 and a report-level reader with 403, changing nothing", async () => {
    const order = sentToDock('HE', 'Lillehammer');
    const current = await orderAs(t, 'lager', order.id);
    expect((await receive('butikk', current, asSent(current))).status).toBe(404);
    const reader = await receive('rapport', current, asSent(current));
    expect(reader.status).toBe(403);
    expect(reader.body.error?.message).toBe('You may see this order but not change it');
    expect(await orderAs(t, 'lager', order.id)).toEqual(current);
  });
});
