import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dockAreaRules,
  dockAreas,
  type DockArea,
  type DockOrders,
} from '../../../src/domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, rowsAs, type Actor } from '../orders/order-api.ts';
import { dataOf, lineOf, postAs } from './arrival-api.ts';

describe('GET dockOrders: the work lists of the acting location (issue 6; spec §2)', () => {
  let t: TestApp;
  let dock: Actor;
  let admin: Actor;
  let market: OrderRow[];

  const listsOf = async (login: string) =>
    dataOf(await t.callAs<DockOrders<OrderRow>>(login, 'GET', 'dockOrders'), 'dockOrders');

  /** What an area should list at a location, worked out from the whole market's order list. */
  const expectedIds = (area: DockArea, locationId: number) => {
    const rule = dockAreaRules[area];
    return market
      .filter(
        (order) =>
          order[rule.end] === locationId &&
          (rule.types as readonly string[]).includes(order.transactionTypeId) &&
          (rule.statuses as readonly number[]).includes(order.transactionStatusId),
      )
      .map((order) => order.id)
      .sort((a, b) => a - b);
  };
  const idsOf = (rows: readonly OrderRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await makeTestApp();
    [dock, admin] = await Promise.all([actorOf(t, 'lager'), actorOf(t, 'kunde.admin')]);
    market = (await rowsAs(t, 'global')).items;
  });
  afterAll(() => t.close());

  it('lists for lager at Alnabru the seeded pickups and returns sent to it, and the orders it dispatches', async () => {
    const lists = await listsOf('lager');
    const sentHere = lists.reception.filter((row) => row.transactionStatusId === 4);
    expect(sentHere.map((row) => row.transactionTypeId)).toEqual(expect.arrayContaining(['HE', 'RO']));
    expect(sentHere.every((row) => row.locationIdTo === dock.location.id)).toBe(true);
    const toDispatch = lists.expedition.filter((row) => row.transactionTypeId === 'TO');
    expect(toDispatch.map((row) => row.transactionStatusId)).toEqual(expect.arrayContaining([1, 2]));
    expect(lists.expedition.every((row) => row.locationIdFrom === dock.location.id)).toBe(true);
    for (const area of dockAreas) {
      expect(idsOf(lists[area]), area).toEqual(expectedIds(area, dock.location.id));
    }
  });

  it('sorts each list by send date, then id, with the lines of each order', async () => {
    const lists = await listsOf('lager');
    for (const area of dockAreas) {
      const keys = lists[area].map((row) => [row.dateSend ?? '9999', row.id] as const);
      const sorted = [...keys].sort(([a, i], [b, j]) => a.localeCompare(b) || i - j);
      expect(keys, area).toEqual(sorted);
    }
    expect(lists.reception[0]?.transactions.length).toBeGreaterThan(0);
  });

  it("lists only the acting location's work for a customer admin, not the rest of the customer", async () => {
    const lists = await listsOf('kunde.admin');
    for (const area of dockAreas) {
      expect(idsOf(lists[area]), area).toEqual(expectedIds(area, admin.location.id));
    }
    const all = dockAreas.flatMap((area) => lists[area]);
    expect(all.length).toBeGreaterThan(0);
    expect(
      all.every((row) => row.locationIdFrom === admin.location.id || row.locationIdTo === admin.location.id),
    ).toBe(true);
  });

  it('puts a goods delivery in the reception of the location it was sent to', async () => {
    const order = dataOf(
      await postAs(t, 'lager', 'goodsDelivery', {
        locationIdTo: admin.location.id,
        sendDate: '2026-12-02',
        lines: [lineOf('EUR/STD/A', 9)],
      }),
      'goodsDelivery',
    );
    const receiver = await listsOf('kunde.admin');
    expect(receiver.reception.map((row) => row.id)).toContain(order.id);
    const sender = await listsOf('lager');
    expect(dockAreas.flatMap((area) => sender[area]).map((row) => row.id)).not.toContain(order.id);
  });
});
