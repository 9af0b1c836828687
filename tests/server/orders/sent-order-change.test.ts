import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { OrderStatusHistoryEntry } from '../../../src/domain/orders/order-status-change.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, type Actor } from './order-api.ts';
import { choiceAt, lineOf, makeDraft, saveAs, savedAs } from './draft-api.ts';

describe('a sent order: its orderer changes or cancels it until the provider confirms', () => {
  let t: TestApp;
  let dock: Actor;
  let newOrder: () => Promise<OrderRow>;
  let line: ReturnType<typeof lineOf>;

  const setStatus = (login: string, order: OrderRow, transactionStatusId: number) =>
    t.callAs<OrderRow>(login, 'POST', 'orderStatus', {
      body: { orderId: order.id, transactionStatusId, version: order.version },
    });
  const changed = (order: OrderRow, overrides: Record<string, unknown>) =>
    makeDraft({
      id: order.id,
      version: order.version,
      locationIdFrom: dock.location.id,
      lines: [line],
      ...overrides,
    });

  beforeAll(async () => {
    t = await makeTestApp();
    const admin = await actorOf(t, 'kunde.admin');
    dock = await actorOf(t, 'lager');
    line = lineOf(await choiceAt(t, 'kunde.admin', admin.location.id, 'available'), 30);
    newOrder = async () => {
      const draft = await savedAs(
        t,
        'kunde.admin',
        makeDraft({ locationIdFrom: dock.location.id, lines: [line] }),
      );
      await t.callAs('kunde.admin', 'POST', 'sendOrders', { body: { ids: [draft.id] } });
      const sent = await t.callAs<OrderRow>('kunde.admin', 'GET', 'order', {
        query: { id: String(draft.id) },
      });
      return sent.body.data!;
    };
  });
  afterAll(() => t.close());

  it('saves a change to an ordered order and keeps it ordered, with its number', async () => {
    const sent = await newOrder();
    expect(sent.transactionStatusId).toBe(1);
    const answer = await saveAs(
      t,
      'kunde.admin',
      changed(sent, { lines: [{ ...line, quantity: 45 }], reference: 'PO-2' }),
    );
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: sent.id,
      orderNo: sent.orderNo,
      transactionStatusId: 1,
      version: sent.version + 1,
      reference: 'PO-2',
      quantity: 45,
    });
  });

  it('refuses to change its type (409) and a stale version (409 with the current order)', async () => {
    const sent = await newOrder();
    const retyped = await saveAs(
      t,
      'kunde.admin',
      changed(sent, { transactionTypeId: 'HE', locationIdFrom: undefined, locationIdTo: dock.location.id }),
    );
    expect(retyped.status, JSON.stringify(retyped.body.error)).toBe(409);
    expect(retyped.body.error?.type).toBe('SentOrderType');
    const stale = await saveAs(t, 'kunde.admin', changed({ ...sent, version: sent.version - 1 }, {}));
    expect(stale.status).toBe(409);
    expect(stale.body.error?.type).toBe('VersionConflict');
  });

  it('cancels an ordered order, recording who cancelled it', async () => {
    const sent = await newOrder();
    const answer = await setStatus('kunde.admin', sent, 7);
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.data?.transactionStatusId).toBe(7);
    const history = await t.callAs<OrderStatusHistoryEntry[]>('kunde.admin', 'GET', 'orderStatusHistory', {
      query: { orderId: String(sent.id) },
    });
    const admin = await actorOf(t, 'kunde.admin');
    expect(history.body.data?.at(-1)).toMatchObject({
      fromStatusId: 1,
      toStatusId: 7,
      changedBy: admin.user.id,
    });
    // Nothing follows a cancel: no more changes.
    const after = await saveAs(t, 'kunde.admin', changed(answer.body.data!, {}));
    expect(after.status).toBe(409);
    expect(after.body.error?.type).toBe('NotADraft');
  });

  it('refuses both once the provider has confirmed the order', async () => {
    const sent = await newOrder();
    const confirmed = (await setStatus('lager', sent, 2)).body.data!;
    expect(confirmed.transactionStatusId).toBe(2);
    const change = await saveAs(t, 'kunde.admin', changed(confirmed, {}));
    expect(change.status).toBe(409);
    expect(change.body.error?.message).toBe(
      'Only a draft, or an order the provider has not confirmed, can be changed',
    );
    const cancel = await setStatus('kunde.admin', confirmed, 7);
    expect(cancel.status).toBe(409);
    expect(cancel.body.error?.type).toBe('InvalidStatusTransition');
  });

  it("refuses another customer's users: not found to those who do not see it", async () => {
    const sent = await newOrder();
    const answer = await saveAs(t, 'butikk', changed(sent, {}));
    expect([403, 404]).toContain(answer.status);
    const unchanged = await t.callAs<OrderRow>('kunde.admin', 'GET', 'order', {
      query: { id: String(sent.id) },
    });
    expect(unchanged.body.data?.version).toBe(sent.version);
  });
});
