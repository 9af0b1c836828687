import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendOrdersAnswer } from '../../../src/domain/orders/order-draft.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { OrderStatusHistoryEntry } from '../../../src/domain/orders/order-status-change.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, rowsAs, type Actor } from './order-api.ts';
import { choiceAt, lineOf, makeDraft, savedAs } from './draft-api.ts';

describe("POST sendOrders, sending drafts in bulk (issue 4, spec §4 '{count} drafts were sent')", () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;
  let newDraft: () => Promise<OrderRow>;

  const sendAs = (login: string | null, ids: number[]) =>
    t.callAs<SendOrdersAnswer>(login, 'POST', 'sendOrders', { body: { ids } });
  const orderAs = async (login: string, id: number) =>
    (await t.callAs<OrderRow>(login, 'GET', 'order', { query: { id: String(id) } })).body.data!;
  const historyOf = async (id: number) =>
    (
      await t.callAs<OrderStatusHistoryEntry[]>('kunde.admin', 'GET', 'orderStatusHistory', {
        query: { orderId: String(id) },
      })
    ).body.data!;

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    newDraft = () =>
      savedAs(t, 'kunde.admin', makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice)] }));
  });
  afterAll(() => t.close());

  it('moves every draft to Ordered, records each change and answers the count', async () => {
    const drafts = [await newDraft(), await newDraft(), await newDraft()];
    const answer = await sendAs(
      'kunde.admin',
      drafts.map((draft) => draft.id),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ sent: 3 });
    for (const draft of drafts) {
      expect(await orderAs('kunde.admin', draft.id)).toMatchObject({
        transactionStatusId: 1,
        version: draft.version + 1,
      });
      expect(await historyOf(draft.id)).toEqual([
        expect.objectContaining({ fromStatusId: 0, toStatusId: 1, changedBy: admin.user.id }),
      ]);
    }
    const ordered = await rowsAs(t, 'kunde.admin', { transactionStatus: '1' });
    expect(ordered.items.map((row) => row.id)).toEqual(expect.arrayContaining(drafts.map((d) => d.id)));
  });

  it("sends all or nothing: one order that is not the caller's draft refuses the call with 409", async () => {
    const [first, second] = [await newDraft(), await newDraft()];
    const sent = await sendAs('kunde.admin', [first.id]);
    expect(sent.body.data).toEqual({ sent: 1 });
    // `first` is Ordered now: sending it again with a draft changes neither.
    const again = await sendAs('kunde.admin', [second.id, first.id]);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Could not set order status');
    expect((await orderAs('kunde.admin', second.id)).transactionStatusId).toBe(0);
    expect(await historyOf(second.id)).toEqual([]);
    expect(await historyOf(first.id)).toHaveLength(1);

    const unknown = await sendAs('kunde.admin', [second.id, 2_000_000]);
    expect(unknown.status).toBe(409);
    expect((await orderAs('kunde.admin', second.id)).transactionStatusId).toBe(0);
  });

  it("refuses another customer's drafts, even for provider staff who see them", async () => {
    const draft = await newDraft();
    for (const login of ['lager', 'butikk']) {
      const answer = await sendAs(login, [draft.id]);
      expect(answer.status, login).toBe(409);
      expect(answer.body.error?.message).toBe('Could not set order status');
    }
    expect((await orderAs('kunde.admin', draft.id)).transactionStatusId).toBe(0);
  });

  it('refuses bad input with 400 naming the field, and no token with 401', async () => {
    const empty = await sendAs('kunde.admin', []);
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toContain('ids');
    const bad = await t.callAs('kunde.admin', 'POST', 'sendOrders', { body: { ids: ['x'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('ids.0');
    expect((await sendAs(null, [1])).status).toBe(401);
  });
});
