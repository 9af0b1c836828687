import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWaitingIn } from '../../../src/domain/dock/badge-counts.ts';
import type { DockOrders } from '../../../src/domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface ActionAnswer {
  name: string;
  data: { disagreements: number };
}

describe("the start bundle's Goods delivery badge counts what the delivery list shows as waiting (issue 15 item 4)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  // kunde.admin's Lillehammer has deliveries in disagreement; lager's Alnabru has other disagreements only.
  it.each(['lager', 'global', 'kunde.admin', 'butikk'])('as %s', async (login) => {
    const preload = await t.callAs<ActionAnswer[]>(login, 'POST', 'Actions', { body: ['Preload'] });
    const lists = await t.callAs<DockOrders<OrderRow>>(login, 'GET', 'dockOrders');
    const waiting = lists.body.data!.delivery.filter((order) => isWaitingIn('delivery', order));
    expect(preload.body.data?.[0]?.data.disagreements).toBe(waiting.length);
  });
});
