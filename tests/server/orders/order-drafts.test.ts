import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { AvailableProduct } from '../../../src/domain/products/available-products.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, rowsAs, type Actor } from './order-api.ts';
import { choiceAt, lineOf, makeDraft, saveAs, savedAs } from './draft-api.ts';

describe('POST order and GET order, drafts (issue 4, spec §5 Ordering)', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;
  let available: AvailableProduct;
  let other: AvailableProduct;

  /** An order (TO) to Fjellmeieriet from the provider's Alnabru site. */
  const draftOf = (overrides: Record<string, unknown> = {}) =>
    makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(available, 45)], ...overrides });

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
    available = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    other = await choiceAt(t, 'kunde.admin', admin.location.id, 'available', 1);
  });
  afterAll(() => t.close());

  it('creates a draft to the acting location with a new order no., its lines and their sum', async () => {
    const order = await savedAs(
      t,
      'kunde.admin',
      draftOf({ lines: [lineOf(available, 45), lineOf(other, 15)] }),
    );
    expect(order).toMatchObject({
      transactionTypeId: 'TO',
      transactionStatusId: 0,
      customerId: admin.customer.id,
      locationIdFrom: dock.location.id,
      locationIdTo: admin.location.id,
      reference: 'PO-TEST',
      quantity: 60,
      currency: 'NOK',
      version: 1,
    });
    expect(order.orderNo).toMatch(/^NO-\d{6}$/);
    expect(order.transactions.map((line) => [line.productId, line.quantityOrdered])).toEqual([
      [available.productId, 45],
      [other.productId, 15],
    ]);
    const second = await savedAs(t, 'kunde.admin', draftOf());
    expect(second.orderNo).not.toBe(order.orderNo);
    const all = (await rowsAs(t, 'global')).items.map((row) => row.orderNo);
    expect(all.filter((no) => no === order.orderNo || no === second.orderNo)).toHaveLength(2);
  });

  it('shows a new draft in the order list and through GET order', async () => {
    const order = await savedAs(t, 'kunde.admin', draftOf({ myReference: 'list check' }));
    const drafts = await rowsAs(t, 'kunde.admin', { transactionStatus: '0' });
    expect(drafts.items.map((row) => row.id)).toContain(order.id);
    const one = await t.callAs<OrderRow>('kunde.admin', 'GET', 'order', { query: { id: String(order.id) } });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(order);
    expect((await t.callAs('butikk', 'GET', 'order', { query: { id: String(order.id) } })).status).toBe(404);
  });

  it('updates a draft at its version, replacing its lines, and answers a stale version with 409', async () => {
    const order = await savedAs(t, 'kunde.admin', draftOf());
    const updated = await savedAs(
      t,
      'kunde.admin',
      draftOf({ id: order.id, version: order.version, lines: [lineOf(other, 90)], reference: null }),
    );
    expect(updated).toMatchObject({
      id: order.id,
      orderNo: order.orderNo,
      version: 2,
      quantity: 90,
      reference: null,
    });
    expect(updated.transactions.map((line) => line.productId)).toEqual([other.productId]);

    const stale = await saveAs(t, 'kunde.admin', draftOf({ id: order.id, version: order.version }));
    expect(stale.status).toBe(409);
    expect(stale.body.error?.type).toBe('VersionConflict');
    expect(stale.body.error?.data).toMatchObject({ id: order.id, version: 2, quantity: 90 });
  });

  it("answers another customer's draft or order with 404", async () => {
    const order = await savedAs(t, 'kunde.admin', draftOf());
    // Provider staff see the order but it is not their customer's draft.
    const answer = await saveAs(
      t,
      'lager',
      draftOf({ id: order.id, version: order.version, transactionTypeId: 'HE' }),
    );
    expect(answer.status).toBe(404);
    const retail = await saveAs(t, 'butikk', draftOf({ id: order.id, version: order.version }));
    expect(retail.status).toBe(404);
  });

  it("refuses a missing recipient with 'A recipient must be chosen' (spec §5, §8)", async () => {
    const order = await saveAs(t, 'kunde.admin', draftOf({ locationIdFrom: undefined }));
    expect(order.status).toBe(400);
    expect(order.body.error?.message).toBe('A recipient must be chosen');
    expect(order.body.error?.data).toEqual({
      issues: [{ field: 'locationIdFrom', message: 'A recipient must be chosen' }],
    });
    const pickup = await saveAs(
      t,
      'kunde.admin',
      draftOf({ transactionTypeId: 'HE', locationIdFrom: undefined }),
    );
    expect(pickup.status).toBe(400);
    expect(pickup.body.error?.message).toBe('A recipient must be chosen');
    const notProvider = await saveAs(t, 'kunde.admin', draftOf({ locationIdFrom: admin.location.id }));
    expect(notProvider.status).toBe(400);
    expect(notProvider.body.error?.message).toContain('locationIdFrom');
  });

  it('creates a pickup (HE) from the acting location to the provider', async () => {
    const order = await savedAs(
      t,
      'kunde.admin',
      draftOf({
        transactionTypeId: 'HE',
        locationIdFrom: undefined,
        locationIdTo: dock.location.id,
        customsHandler: 'none',
      }),
    );
    expect(order).toMatchObject({
      transactionTypeId: 'HE',
      locationIdFrom: admin.location.id,
      locationIdTo: dock.location.id,
    });
  });

  it("refuses unavailable products with the picker's words, except for provider staff (spec §5, §6)", async () => {
    const notAvailable = await choiceAt(t, 'kunde.admin', admin.location.id, 'not_available');
    const outOfStock = await choiceAt(t, 'kunde.admin', admin.location.id, 'out_of_stock');
    const refused = await saveAs(
      t,
      'kunde.admin',
      draftOf({ lines: [lineOf(available), lineOf(notAvailable)] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('Not available!');
    expect(refused.body.error?.data).toEqual({ issues: [{ field: 'lines.1', message: 'Not available!' }] });
    const empty = await saveAs(t, 'kunde.admin', draftOf({ lines: [lineOf(outOfStock)] }));
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe('Temporarily out of stock');

    // The global admin is provider staff: acting at the dairy, they may order both.
    const global = await actorOf(t, 'global');
    const switched = await t.callAs('global', 'POST', 'status', {
      body: { customerId: admin.customer.id, locationId: admin.location.id, userId: admin.user.id },
    });
    expect(switched.status).toBe(200);
    const order = await savedAs(t, 'global', draftOf({ lines: [lineOf(notAvailable), lineOf(outOfStock)] }));
    expect(order.transactions).toHaveLength(2);
    await t.callAs('global', 'POST', 'status', {
      body: { customerId: global.customer.id, locationId: global.location.id, userId: global.user.id },
    });
  });

  it('refuses bad input with 400 naming the field, and no token with 401', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [{ ...lineOf(available), quantity: 0 }] }, 'lines.0.quantity'],
      [{ lines: [] }, 'lines'],
      [{ sendDate: '02.03.2026' }, 'sendDate'],
      [{ transactionTypeId: 'XX' }, 'transactionTypeId'],
      [{ id: 1 }, 'version'],
      [{ customsHandler: 'agent' }, 'customsHandler'],
      [{ carType: 999_999 }, 'carType'],
      [{ lines: [{ ...lineOf(available), productId: 'NOPE' }] }, 'lines.0'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await saveAs(t, 'kunde.admin', draftOf(overrides));
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.message, field).toContain(field);
    }
    expect((await t.callAs(null, 'POST', 'order', { body: draftOf() })).status).toBe(401);
    expect((await t.callAs(null, 'GET', 'order', { query: { id: '1' } })).status).toBe(401);
  });
});
