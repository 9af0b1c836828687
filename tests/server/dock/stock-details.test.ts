import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tonsOf, type StockDetails, type StockProduct } from '../../../src/domain/dock/stock-details.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, rowsAs, type Actor } from '../orders/order-api.ts';
import { dataOf, lineOf, postAs } from './arrival-api.ts';

describe('GET /stockDetails?locationId= (spec §7; issue 6)', () => {
  let t: TestApp;
  let dock: Actor;
  let admin: Actor;
  let hamarId: number;

  const stockAs = (login: string, locationId: number | string) =>
    t.callAs<StockDetails>(login, 'GET', 'stockDetails', { query: { locationId: String(locationId) } });
  const stockOf = async (login: string, locationId: number) =>
    dataOf(await stockAs(login, locationId), 'stockDetails');
  const choice = (stock: StockDetails, key: string): StockProduct | undefined =>
    stock.products.find((row) => `${row.productId}/${row.treatmentId}/${row.qualityId}` === key);

  /** Per product choice, the sent quantity on the lines of the orders that match. */
  const sumsOf = (orders: readonly OrderRow[]) => {
    const sums = new Map<string, number>();
    for (const line of orders.flatMap((order) => order.transactions)) {
      const key = `${line.productId}/${line.treatmentId}/${line.qualityId}`;
      sums.set(key, (sums.get(key) ?? 0) + (line.quantityPicked ?? line.quantityOrdered));
    }
    return sums;
  };
  const nonZero = (stock: StockDetails, field: 'incoming' | 'outgoing') =>
    new Map(
      stock.products
        .filter((row) => row[field] !== 0)
        .map((row) => [`${row.productId}/${row.treatmentId}/${row.qualityId}`, row[field]]),
    );

  beforeAll(async () => {
    t = await makeTestApp();
    [dock, admin] = await Promise.all([actorOf(t, 'lager'), actorOf(t, 'kunde.admin')]);
    const hamar = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('name', '=', 'Fjellmeieriet Hamar')
      .executeTakeFirstOrThrow();
    hamarId = hamar.id;
  });
  afterAll(() => t.close());

  it('lists every product choice the location carries, with names, sorted by their ids', async () => {
    const stock = await stockOf('lager', dock.location.id);
    expect(stock.locationId).toBe(dock.location.id);
    expect(stock.locationName).toBe(dock.location.name);
    const carried = await t.app.db
      .selectFrom('locationProducts')
      .select('productChoiceId')
      .where('locationId', '=', dock.location.id)
      .execute();
    expect(stock.products).toHaveLength(carried.length);
    // The demo's balances are the sums of the movements its orders made (issue 18 item 4).
    const booked = await t.app.db
      .selectFrom('balanceMovements')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('balance'))
      .where('locationId', '=', dock.location.id)
      .where('productId', '=', 'EUR')
      .where('treatmentId', '=', 'STD')
      .where('qualityId', '=', 'A')
      .executeTakeFirstOrThrow();
    expect(choice(stock, 'EUR/STD/A')).toMatchObject({
      productName: expect.any(String),
      balance: Number(booked.balance),
    });
    const keys = stock.products.map((row) => [row.productId, row.treatmentId, row.qualityId].join('|'));
    expect(keys).toEqual([...keys].sort());
  });

  it('counts as incoming what was sent to it, and as outgoing what is ordered from it and not yet sent', async () => {
    const market = (await rowsAs(t, 'global')).items;
    const stock = await stockOf('lager', dock.location.id);
    const toAlnabru = market.filter(
      (order) => order.locationIdTo === dock.location.id && order.transactionStatusId === 4,
    );
    const fromAlnabru = market.filter(
      (order) => order.locationIdFrom === dock.location.id && [1, 2, 3].includes(order.transactionStatusId),
    );
    expect(toAlnabru.length).toBeGreaterThan(0);
    expect(fromAlnabru.length).toBeGreaterThan(0);
    expect(nonZero(stock, 'incoming')).toEqual(sumsOf(toAlnabru));
    expect(nonZero(stock, 'outgoing')).toEqual(sumsOf(fromAlnabru));
  });

  it('adds a direct reception to the balance, and takes a goods delivery off the sender', async () => {
    const before = await stockOf('lager', dock.location.id);
    dataOf(
      await postAs(t, 'lager', 'directReception', {
        locationIdFrom: hamarId,
        lines: [lineOf('EUR/STD/A', 40), lineOf('IND/STD/A', 7)],
      }),
      'directReception',
    );
    const after = await stockOf('lager', dock.location.id);
    expect(choice(after, 'EUR/STD/A')?.balance).toBe((choice(before, 'EUR/STD/A')?.balance ?? 0) + 40);
    expect(choice(after, 'IND/STD/A')?.balance).toBe((choice(before, 'IND/STD/A')?.balance ?? 0) + 7);
    expect(choice(after, 'EUR/STD/A')?.incoming).toBe(choice(before, 'EUR/STD/A')?.incoming);

    const [senderBefore, hamarBefore] = [
      await stockOf('kunde.admin', admin.location.id),
      await stockOf('kunde.admin', hamarId),
    ];
    dataOf(
      await postAs(t, 'kunde.admin', 'goodsDelivery', {
        locationIdTo: hamarId,
        sendDate: '2026-12-03',
        lines: [lineOf('HALF/STD/A', 11)],
      }),
      'goodsDelivery',
    );
    const sender = await stockOf('kunde.admin', admin.location.id);
    expect(choice(sender, 'HALF/STD/A')?.balance).toBe(
      (choice(senderBefore, 'HALF/STD/A')?.balance ?? 0) - 11,
    );
    const hamarAfter = await stockOf('kunde.admin', hamarId);
    expect(choice(hamarAfter, 'HALF/STD/A')?.incoming).toBe(
      (choice(hamarBefore, 'HALF/STD/A')?.incoming ?? 0) + 11,
    );
    expect(choice(hamarAfter, 'HALF/STD/A')?.balance).toBe(choice(hamarBefore, 'HALF/STD/A')?.balance);
  });

  it("gives each choice its product's weight and the balance in tons from it (spec §3 volume units)", async () => {
    const stock = await stockOf('lager', dock.location.id);
    const products = await t.app.db.selectFrom('products').select(['id', 'weightKg']).execute();
    const weights = new Map(products.map((product) => [product.id, product.weightKg]));
    expect(choice(stock, 'EUR/STD/A')).toMatchObject({ weightKg: 25 });
    // The direct reception above left pallets on the books.
    expect(stock.products.filter((row) => row.balance !== 0).length).toBeGreaterThan(0);
    for (const row of stock.products) {
      expect(row.weightKg).toBe(weights.get(row.productId));
      expect(row.tonsBalance).toBe(tonsOf(row.balance, row.weightKg));
    }
    expect(choice(stock, 'EUR/STD/A')?.tonsBalance).toBe((choice(stock, 'EUR/STD/A')?.balance ?? 0) * 0.025);
  });

  it("refuses a location outside the session's order scope with 403, and a bad id with 400", async () => {
    const foreign = await stockAs('butikk', dock.location.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toEqual({
      type: 'Forbidden',
      code: 'MayNotSeeStock',
      message: 'You may not see the stock of this location',
    });
    expect((await stockAs('butikk', 999_999)).status).toBe(403);
    expect((await stockAs('lager', admin.location.id)).status).toBe(200);
    const bad = await stockAs('lager', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('locationId');
  });
});
