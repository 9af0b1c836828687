import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, listAs, rowsAs, type Actor } from './order-api.ts';

interface ListedLocation {
  id: number;
  customerId: number;
}

describe('GET Orders, limited to what the session may see (issue 4, ARCHITECTURE.md)', () => {
  let t: TestApp;
  let all: OrderRow[];
  let admin: Actor;
  let retail: Actor;
  let provider: Actor;
  let fjellmeieriet: number[];

  const locationsOf = async (login: string, customerId: number) =>
    (
      await t.callAs<ListedLocation[]>(login, 'GET', 'Locations', {
        query: { customerId: String(customerId) },
      })
    ).body.data!.map((location) => location.id);

  beforeAll(async () => {
    t = await makeTestApp();
    all = (await rowsAs(t, 'global')).items;
    [admin, retail, provider] = await Promise.all([
      actorOf(t, 'kunde.admin'),
      actorOf(t, 'butikk'),
      actorOf(t, 'global'),
    ]);
    fjellmeieriet = await locationsOf('kunde.admin', admin.customer.id);
  });
  afterAll(() => t.close());

  it('shows a global admin every order of the market, and only that market', async () => {
    const market = await rowsAs(t, 'global', { count: '1' });
    expect(market.total).toBe(all.length);
    expect(all.every((row) => row.orderNo.startsWith('NO-'))).toBe(true);
  });

  it('shows provider staff every order of the market', async () => {
    expect((await rowsAs(t, 'lager', { count: '1' })).total).toBe(all.length);
  });

  it('shows a customer admin the orders from or to a location of the acting customer', async () => {
    const answer = await rowsAs(t, 'kunde.admin');
    const expected = all.filter(
      (row) => fjellmeieriet.includes(row.locationIdFrom) || fjellmeieriet.includes(row.locationIdTo),
    );
    expect(answer.items.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
  });

  it("shows a plain user only their location's orders: butikk never sees Fjellmeieriet's other orders", async () => {
    const answer = await rowsAs(t, 'butikk');
    expect(answer.total).toBeGreaterThan(0);
    for (const row of answer.items) {
      expect([row.locationIdFrom, row.locationIdTo]).toContain(retail.location.id);
    }
    const internal = all.filter(
      (row) => fjellmeieriet.includes(row.locationIdFrom) && row.locationIdTo !== retail.location.id,
    );
    const seen = new Set(answer.items.map((row) => row.id));
    expect(internal.some((row) => seen.has(row.id))).toBe(false);
  });

  it("refuses a customer admin another customer's customerId (403, never data)", async () => {
    const answer = await listAs(t, 'kunde.admin', { customerId: String(retail.customer.id) });
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeUndefined();
    expect((await listAs(t, 'kunde.admin', { customerId: String(admin.customer.id) })).status).toBe(200);
  });

  it('refuses a location outside the session as locationId, locationIdFrom or locationIdTo (403)', async () => {
    for (const key of ['locationId', 'locationIdFrom', 'locationIdTo']) {
      expect((await listAs(t, 'kunde.admin', { [key]: String(retail.location.id) })).status).toBe(403);
      expect((await listAs(t, 'butikk', { [key]: String(admin.location.id) })).status).toBe(403);
    }
    expect((await listAs(t, 'butikk', { customerId: String(admin.customer.id) })).status).toBe(403);
    expect((await listAs(t, 'global', { locationId: '999999' })).status).toBe(403);
  });

  it("lets a customer admin filter by any of the customer's locations", async () => {
    const hamar = fjellmeieriet.find((id) => id !== admin.location.id)!;
    const answer = await rowsAs(t, 'kunde.admin', { locationId: String(hamar) });
    expect(answer.items.every((row) => row.locationIdFrom === hamar || row.locationIdTo === hamar)).toBe(
      true,
    );
  });

  it('shows the same limits on the disagreement poll (transactionStatus=6)', async () => {
    const answer = await rowsAs(t, 'butikk', { transactionStatus: '6' });
    for (const row of answer.items) {
      expect(row.transactionStatusId).toBe(6);
      expect([row.locationIdFrom, row.locationIdTo]).toContain(retail.location.id);
    }
  });

  it("GET ExternalOrders gives the acting customer's orders to other customers' locations", async () => {
    const answer = await rowsAs(t, 'kunde.admin', {}, 'ExternalOrders');
    expect(answer.total).toBeGreaterThan(0);
    for (const row of answer.items) {
      expect(fjellmeieriet).toContain(row.locationIdFrom);
      expect(fjellmeieriet).not.toContain(row.locationIdTo);
    }
    const delivered = await rowsAs(t, 'kunde.admin', { transactionType: 'GL' }, 'ExternalOrders');
    expect(delivered.items.every((row) => row.transactionTypeId === 'GL')).toBe(true);
    expect(
      (await listAs(t, 'kunde.admin', { customerId: String(provider.customer.id) }, 'ExternalOrders')).status,
    ).toBe(403);
  });
});
