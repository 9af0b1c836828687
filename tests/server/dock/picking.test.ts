import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickingLine, Transport } from '../../../src/domain/dock/picking.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { isReplay, newKey, postWithKey } from '../idempotency/idempotency-api.ts';
import { actorOf, rowsAs, type Actor } from '../orders/order-api.ts';
import { databaseToday, historyOf, movementOf, movementsOf, orderAs, pickRow } from './dock-api.ts';

const noTransport: Transport = {
  carNo: null,
  carNo2: null,
  carType: null,
  cartman: null,
  loadText: null,
  transportText: null,
  waybillInfo: null,
  numberOfCopies: 1,
  sendDate: null,
};

/** Every line picked as ordered, with `picked` overriding some lines by index. */
const pickedAsOrdered = (order: OrderRow, picked: Record<number, number | null> = {}): PickingLine[] =>
  order.transactions.map((line, index) => ({
    lineId: line.id,
    quantityPicked: index in picked ? picked[index]! : line.quantityOrdered,
  }));

describe('POST orderPicking, the expedition of an order (issue 6 item 2, spec §2 Expedition, §8)', () => {
  let t: TestApp;
  let all: OrderRow[];
  let dock: Actor;
  let retail: Actor;

  const pick = (login: string, order: Pick<OrderRow, 'id' | 'version'>, fields: Record<string, unknown>) =>
    t.callAs<OrderRow>(login, 'POST', 'orderPicking', {
      body: { orderId: order.id, version: order.version, transport: noTransport, markAs: 'saved', ...fields },
    });
  /** A TO from Alnabru in `status`, to a location whose name contains `to`, with at least `lines` lines. */
  const fromDock = (status: number, to: string, lines = 1) =>
    pickRow(
      all,
      `a TO from Alnabru to ${to} in status ${status}`,
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === status &&
        row.locationIdFrom === dock.location.id &&
        row.locationNameTo.includes(to) &&
        row.transactions.length >= lines,
    );

  beforeAll(async () => {
    t = await makeTestApp();
    all = (await rowsAs(t, 'global')).items;
    [dock, retail] = await Promise.all([actorOf(t, 'lager'), actorOf(t, 'butikk')]);
  });
  afterAll(() => t.close());

  it("refuses to mark an order picked with a line not picked: 422 'Picked quantity missing', nothing saved", async () => {
    const order = fromDock(2, 'Lillehammer', 3);
    const answer = await pick('lager', order, {
      lines: pickedAsOrdered(order, { 1: null }),
      transport: { ...noTransport, carNo: 'AB 12345' },
      markAs: 'picked',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      message: 'Picked quantity missing',
      type: 'PickedQuantityMissing',
      data: { lineIds: [order.transactions[1]!.id] },
    });
    expect(await orderAs(t, 'lager', order.id)).toEqual(order);
  });

  it('deletes the 0-picked lines only when asked, and never the last line', async () => {
    const order = fromDock(2, 'Lillehammer', 3);
    const lines = pickedAsOrdered(order, { 0: 0 });
    const kept = await pick('lager', order, { lines });
    expect(kept.status, JSON.stringify(kept.body.error)).toBe(200);
    expect(kept.body.data?.transactions.map((line) => line.quantityPicked)).toEqual(
      lines.map((line) => line.quantityPicked),
    );
    const allZero = order.transactions.map((line) => ({ lineId: line.id, quantityPicked: 0 }));
    const none = await pick('lager', kept.body.data!, { lines: allZero, deleteZeroLines: true });
    expect([none.status, none.body.error?.type]).toEqual([422, 'NoLinesLeft']);

    const answer = await pick('lager', kept.body.data!, { lines, deleteZeroLines: true, markAs: 'picked' });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    const remaining = order.transactions.slice(1);
    expect(answer.body.data).toMatchObject({
      transactionStatusId: 3,
      quantity: remaining.reduce((sum, line) => sum + line.quantityOrdered, 0),
    });
    expect(answer.body.data?.transactions.map((line) => [line.id, line.quantityPicked])).toEqual(
      remaining.map((line) => [line.id, line.quantityOrdered]),
    );
    expect(await movementsOf(t, order.id)).toEqual([]);
  });

  it('marks a confirmed order sent through picked (2 → 3 → 4), saves the truck and takes it off the balance', async () => {
    const order = fromDock(2, 'Strömstad', 2);
    const transport: Transport = {
      carNo: 'EL 12345',
      carNo2: 'TR 9876',
      carType: 3,
      cartman: 'Bring Cargo',
      loadText: 'Stable on two rows',
      transportText: 'Ring 30 min før levering',
      waybillInfo: 'Lever ved rampe 4',
      numberOfCopies: 3,
      sendDate: '2026-06-01',
    };
    const lines = pickedAsOrdered(order, { 1: order.transactions[1]!.quantityOrdered - 5 });
    const body = { orderId: order.id, version: order.version, lines, transport, markAs: 'sent' };
    const key = newKey();
    const answer = await postWithKey<OrderRow>(t, 'lager', 'orderPicking', body, key);
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    const { sendDate, ...fields } = transport;
    expect(answer.body.data).toMatchObject({
      ...fields,
      dateSend: sendDate,
      transactionStatusId: 4,
      sentDate: await databaseToday(t),
    });
    expect(await orderAs(t, 'lager', order.id)).toEqual(answer.body.data);
    expect(await historyOf(t, order.id)).toEqual([
      { step: [2, 3], changedBy: dock.user.id },
      { step: [3, 4], changedBy: dock.user.id },
    ]);
    const sent = order.transactions.map((line, index) =>
      movementOf('sent', dock.location.id, line, -lines[index]!.quantityPicked!),
    );
    expect(await movementsOf(t, order.id)).toEqual(sent);

    const replay = await postWithKey<OrderRow>(t, 'lager', 'orderPicking', body, key);
    expect([replay.status, isReplay(replay)]).toEqual([200, true]);
    expect(await historyOf(t, order.id)).toHaveLength(2);
    expect(await movementsOf(t, order.id)).toEqual(sent);
  });

  it('answers a truck type of another market with 400 naming carType, and a stale version with 409', async () => {
    const order = fromDock(2, 'Lofthus');
    const lines = pickedAsOrdered(order);
    const foreignTruck = await pick('lager', order, { lines, transport: { ...noTransport, carType: 5 } });
    expect(foreignTruck.status).toBe(400);
    expect(foreignTruck.body.error?.message).toContain('carType');
    const copies = await pick('lager', order, { lines, transport: { ...noTransport, numberOfCopies: 0 } });
    expect(copies.status).toBe(400);
    expect(copies.body.error?.message).toContain('numberOfCopies');

    const saved = await pick('lager', order, { lines, transport: { ...noTransport, carNo: 'AB 1' } });
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    const stale = await pick('lager', order, { lines, transport: { ...noTransport, carNo: 'CD 2' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.type).toBe('VersionConflict');
    expect(stale.body.error?.data).toMatchObject({
      id: order.id,
      carNo: 'AB 1',
      version: saved.body.data?.version,
    });
  });

  it("refuses an order past expedition with 409 'Could not set order status'", async () => {
    const sentOrder = fromDock(4, '');
    const answer = await pick('lager', sentOrder, { lines: pickedAsOrdered(sentOrder), markAs: 'sent' });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      message: 'Could not set order status',
      type: 'InvalidStatusTransition',
    });
  });

  it("refuses the receiver with 403 and another customer's user with 404", async () => {
    const toStore = pickRow(
      all,
      "an ordered TO to butikk's store",
      (row) => row.transactionStatusId === 1 && row.locationIdTo === retail.location.id,
    );
    const receiver = await pick('butikk', toStore, { lines: pickedAsOrdered(toStore) });
    expect(receiver.status).toBe(403);
    expect(receiver.body.error?.message).toBe('Only the sender of an order may pick it');
    const other = fromDock(1, 'Hamar');
    expect((await pick('butikk', other, { lines: pickedAsOrdered(other) })).status).toBe(404);
    expect(await orderAs(t, 'lager', toStore.id)).toEqual(toStore);
  });
});
