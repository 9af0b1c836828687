import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { newKey, postWithKey } from '../idempotency/idempotency-api.ts';
import { choiceAt, lineOf, makeDraft, savedAs } from './draft-api.ts';
import { actorOf, rowsAs, type Actor } from './order-api.ts';

describe('order fields of spec §3 and POST orderCustoms (issue 21 items 1–2, spec §1, §3)', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;
  const used = new Set<number>();

  const customsAs = (login: string, order: Pick<OrderRow, 'id' | 'version'>, change: object) =>
    t.callAs<OrderRow>(login, 'POST', 'orderCustoms', {
      body: { id: order.id, version: order.version, ...change },
    });
  const orderAs = async (login: string, id: number) =>
    (await t.callAs<OrderRow>(login, 'GET', 'order', { query: { id: String(id) } })).body.data!;

  /** A seeded order of kunde.admin's location past draft, its customs set straight in the table. */
  async function sentOrder(customsHandler: 'kgh' | 'self' | 'required' | 'none', customsStatus = 'pending') {
    const rows = (await rowsAs(t, 'kunde.admin', { transactionStatus: '1,2,3,4,5' })).items;
    const order = rows.find((row) => row.customerId === admin.customer.id && !used.has(row.id));
    if (!order) throw new Error('the demo data lacks an order the test needs');
    used.add(order.id);
    await t.app.db
      .updateTable('transactions')
      .set({ customsHandler, customsStatus: customsStatus as 'pending' })
      .where('id', '=', order.id)
      .execute();
    return orderAs('kunde.admin', order.id);
  }

  async function draft(overrides: Record<string, unknown> = {}) {
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    return savedAs(
      t,
      'kunde.admin',
      makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice, 20)], ...overrides }),
    );
  }

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
  });
  afterAll(() => t.close());

  it('carries every order field of spec §3 on the list row and GET order', async () => {
    const { items } = await rowsAs(t, 'global', { withsort: 'true' });
    const row = items[0]!;
    for (const field of [
      'price',
      'sumAmount',
      'sealing',
      'customsHandler',
      'customsStatus',
      'deliveryAddress',
      'pickupAddress',
      'temporaryAddress',
      'hasSignature',
      'signature',
      'autoCommit',
      'startDate',
      'endDate',
      'intervalWeeks',
      'returnDays',
      'receptionDays',
      'freight',
      'transportFee',
      'customs',
      'sort',
    ]) {
      expect(row, field).toHaveProperty(field);
    }
    // The seed's cross-border orders name a handler and a status (order-builder.ts).
    const crossBorder = items.filter((order) => order.customsHandler && order.customsHandler !== 'none');
    expect(crossBorder.length, 'orders with customs').toBeGreaterThan(0);
    // Sum amount is the amount and every fee.
    const priced = items.find((order) => order.amount !== null && order.freight !== null)!;
    const fees = [priced.freight, priced.transportFee, priced.customs, priced.sealing];
    const sum = fees.reduce<number>((total, fee) => total + (fee ?? 0), priced.amount!);
    expect(priced.sumAmount).toBeCloseTo(sum, 2);
    // Sort data once something was counted on arrival; none without withsort.
    expect(items.some((order) => order.sort && order.sort.counted > 0)).toBe(true);
    const plain = await rowsAs(t, 'global', { withsort: 'false' });
    expect(plain.items.every((order) => order.sort === null)).toBe(true);
  });

  it('stores a draft address checked by the post-code rules of spec §5', async () => {
    const deliveryAddress = {
      name: 'Lager 2',
      street: 'Storgata 1',
      countryId: 'NOR',
      postalCode: '0155',
      postPlace: 'Oslo',
    };
    const order = await draft({ deliveryAddress, customsHandler: 'self' });
    expect(order.deliveryAddress).toEqual(deliveryAddress);
    expect(order.customsHandler).toBe('self');
    expect(order.customsStatus).toBe('');
    const bad = await t.callAs('kunde.admin', 'POST', 'order', {
      body: makeDraft({
        locationIdFrom: dock.location.id,
        lines: order.transactions.map((line) => ({ ...line, quantity: 5 })),
        deliveryAddress: { ...deliveryAddress, postalCode: '12345' },
      }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('deliveryAddress.postalCode');
  });

  it('lets the ordering customer change the handler of a draft, not of a sent order', async () => {
    const order = await draft({ customsHandler: 'required' });
    const changed = await customsAs('kunde.admin', order, { customsHandler: 'kgh' });
    expect(changed.status, JSON.stringify(changed.body.error)).toBe(200);
    expect(changed.body.data).toMatchObject({ customsHandler: 'kgh', version: order.version + 1 });

    const sent = await sentOrder('required', '');
    const refused = await customsAs('kunde.admin', sent, { customsHandler: 'self' });
    expect(refused.status).toBe(409);
    // Provider staff do not choose the customer's handler.
    const byProvider = await customsAs('lager', changed.body.data!, { customsHandler: 'none' });
    expect(byProvider.status).toBe(403);
  });

  it('lets provider staff and the global admin set the status, and records it in the audit log', async () => {
    const order = await sentOrder('kgh');
    const done = await customsAs('lager', order, { customsStatus: 'done' });
    expect(done.status, JSON.stringify(done.body.error)).toBe(200);
    expect(done.body.data?.customsStatus).toBe('done');
    const again = await customsAs('global', done.body.data!, { customsStatus: 'pending' });
    expect(again.status).toBe(200);
    const logged = await t.app.db
      .selectFrom('auditLog')
      .select(['subject', 'details'])
      .where('subject', '=', `order ${order.orderNo} customs`)
      .execute();
    expect(logged).toHaveLength(2);
  });

  it('lets a customer who declares themselves mark it done, nothing else', async () => {
    const own = await sentOrder('self');
    expect((await customsAs('kunde.admin', own, { customsStatus: '' })).status).toBe(403);
    const done = await customsAs('kunde.admin', own, { customsStatus: 'done' });
    expect(done.status, JSON.stringify(done.body.error)).toBe(200);
    const agent = await sentOrder('kgh');
    expect((await customsAs('kunde.admin', agent, { customsStatus: 'done' })).status).toBe(403);
  });

  it('refuses bad input (400 naming the field), a stale version (409) and another tenant (404)', async () => {
    const order = await sentOrder('kgh');
    const bad = await customsAs('lager', order, { customsStatus: 'finished' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('customsStatus');
    const noId = await t.callAs('lager', 'POST', 'orderCustoms', { body: { id: '1', version: 1 } });
    expect(noId.status).toBe(400);
    expect(noId.body.error?.message).toContain('id');

    const stale = await customsAs(
      'lager',
      { id: order.id, version: order.version + 1 },
      { customsStatus: 'done' },
    );
    expect(stale.status).toBe(409);
    expect((stale.body.error as { data?: OrderRow } | undefined)?.data?.version).toBe(order.version);

    const stranger = await customsAs('butikk', order, { customsStatus: 'done' });
    expect(stranger.status).toBe(404);
    expect((await orderAs('kunde.admin', order.id)).customsStatus).toBe('pending');
  });

  it('replays a repeated Idempotency-Key without changing the order twice', async () => {
    const order = await sentOrder('kgh');
    const key = newKey();
    const body = { id: order.id, version: order.version, customsStatus: 'done' };
    const first = await postWithKey<OrderRow>(t, 'lager', 'orderCustoms', body, key);
    const second = await postWithKey<OrderRow>(t, 'lager', 'orderCustoms', body, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data?.version).toBe(first.body.data?.version);
    expect((await orderAs('kunde.admin', order.id)).version).toBe(order.version + 1);
  });
});
