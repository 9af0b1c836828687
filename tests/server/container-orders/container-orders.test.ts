import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContainerOrderList,
  ContainerOrderRow,
} from '../../../src/domain/containers/container-order-input.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { nextSaturday, openDayAfter, orderAs, orderBody } from './container-order-api.ts';

describe('Container orders (issue 20 item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const listAs = (login: string, query: Record<string, string> = {}) =>
    t.callAs<ContainerOrderList>(login, 'GET', 'ContainerOrders', { query });
  const statusAs = (login: string, body: unknown) =>
    t.callAs<ContainerOrderRow>(login, 'POST', 'containerOrderStatus', { body });

  it('lists the seeded orders in every status for the container customer', async () => {
    const list = await listAs('container');
    expect(list.status).toBe(200);
    const statuses = new Set(list.body.data!.rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['Cancelled', 'Confirmed', 'Delivered', 'Open']);
    // container (Lørenskog) reaches its own location's orders only; jon.vik Drammen's.
    expect(new Set(list.body.data!.rows.map((row) => row.locationName))).toEqual(
      new Set(['Miljøretur Lørenskog']),
    );
    const jon = await listAs('jon.vik');
    expect(new Set(jon.body.data!.rows.map((row) => row.locationName))).toEqual(
      new Set(['Miljøretur Drammen']),
    );
    const global = await listAs('global');
    expect(global.body.data!.total).toBe(list.body.data!.total + jon.body.data!.total);
  });

  it('creates an Open order with a number per market, and lists it first by delivery date', async () => {
    const order = await orderAs(t, 'container', { deliveryDate: openDayAfter(20) });
    expect(order.status).toBe('Open');
    expect(order.orderNo).toMatch(/^NO-C-\d{6}$/);
    expect(order.containerTypeName).toBe('Pallecontainer 1200×1000');
    expect(order.nextStatuses).toEqual(['Cancelled']);
    const second = await orderAs(t, 'container');
    expect(Number(second.orderNo.slice(-4))).toBe(Number(order.orderNo.slice(-4)) + 1);
    const list = await listAs('container', { status: 'Open' });
    expect(list.body.data!.rows[0]!.id).toBe(order.id);
    expect(list.body.data!.rows.every((row) => row.status === 'Open')).toBe(true);
    const sorted = await listAs('container', { sort: 'orderNo', descending: 'false' });
    const numbers = sorted.body.data!.rows.map((row) => row.orderNo);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('numbers concurrent orders without a clash', async () => {
    const orders = await Promise.all([1, 2, 3, 4].map(() => orderAs(t, 'jon.vik')));
    expect(new Set(orders.map((order) => order.orderNo)).size).toBe(4);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ count: 0 }, 'count'],
      [{ count: 100 }, 'count'],
      [{ count: 2.5 }, 'count'],
      [{ deliveryDate: nextSaturday() }, 'deliveryDate'],
      [{ deliveryDate: '2020-01-06' }, 'deliveryDate'],
      [{ deliveryDate: 'tomorrow' }, 'deliveryDate'],
      [{ deliveryAddress: '  ' }, 'deliveryAddress'],
      [{ containerTypeId: 'NOPE' }, 'containerTypeId'],
      [{ locationId: 1 }, 'locationId'],
    ];
    for (const [fields, field] of cases) {
      const answer = await t.callAs('container', 'POST', 'containerOrder', { body: orderBody(fields) });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error!.message, JSON.stringify(fields)).toContain(field);
    }
    const bad = await t.callAs('container', 'GET', 'ContainerOrder', { query: { id: '01' } });
    expect(bad.status).toBe(400);
  });

  it('keeps other customers and users without the Container menu out', async () => {
    const order = await orderAs(t, 'container');
    // jon.vik is a colleague at another location: the order does not exist for him.
    expect(
      (await t.callAs('jon.vik', 'GET', 'ContainerOrder', { query: { id: String(order.id) } })).status,
    ).toBe(404);
    expect(
      (await statusAs('jon.vik', { id: order.id, status: 'Cancelled', version: order.version })).status,
    ).toBe(404);
    // butikk has no container location: refused before any id is read.
    expect((await t.callAs('butikk', 'GET', 'ContainerOrders')).status).toBe(403);
    expect(
      (await t.callAs('butikk', 'GET', 'ContainerOrder', { query: { id: String(order.id) } })).status,
    ).toBe(403);
    expect((await t.callAs('butikk', 'POST', 'containerOrder', { body: orderBody() })).status).toBe(403);
    expect(
      (await t.callAs('global', 'GET', 'ContainerOrder', { query: { id: String(order.id) } })).status,
    ).toBe(200);
  });

  it('lets the provider confirm and deliver, the customer only cancel its Open order', async () => {
    const order = await orderAs(t, 'container');
    expect(
      (await statusAs('container', { id: order.id, status: 'Confirmed', version: order.version })).status,
    ).toBe(403);
    expect(
      (await statusAs('container', { id: order.id, status: 'Delivered', version: order.version })).status,
    ).toBe(403);
    const confirmed = await statusAs('global', { id: order.id, status: 'Confirmed', version: order.version });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data!.status).toBe('Confirmed');
    expect(confirmed.body.data!.nextStatuses).toEqual(['Delivered', 'Cancelled']);
    // Stale version: 409 with the current row.
    const stale = await statusAs('global', { id: order.id, status: 'Delivered', version: order.version });
    expect(stale.status).toBe(409);
    expect((stale.body.error!.data as ContainerOrderRow).status).toBe('Confirmed');
    // The customer may not cancel a confirmed order.
    const late = await statusAs('container', {
      id: order.id,
      status: 'Cancelled',
      version: confirmed.body.data!.version,
    });
    expect(late.status).toBe(409);
    const delivered = await statusAs('global', {
      id: order.id,
      status: 'Delivered',
      version: confirmed.body.data!.version,
    });
    expect(delivered.body.data!.status).toBe('Delivered');
    expect(delivered.body.data!.nextStatuses).toEqual([]);

    const own = await orderAs(t, 'container');
    const cancelled = await statusAs('container', { id: own.id, status: 'Cancelled', version: own.version });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data!.status).toBe('Cancelled');
  });

  it('answers a replayed Idempotency-Key with the first answer and makes one order', async () => {
    const token = await t.tokenOf('container');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/no/containerOrder',
        payload: orderBody({ reference: 'Idempotent' }),
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': '6d1f0a4e-2c3b-4f5a-9e8d-7c6b5a4f3e2d',
        },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const list = await listAs('container');
    expect(list.body.data!.rows.filter((row) => row.reference === 'Idempotent')).toHaveLength(1);
  });

  it('offers the types and the location with its addresses', async () => {
    const options = await t.callAs<{
      types: { id: string }[];
      locations: { name: string; addresses: string[] }[];
      defaultLocationId: number | null;
      isProvider: boolean;
    }>('container', 'GET', 'ContainerOrderOptions');
    expect(options.status).toBe(200);
    expect(options.body.data!.types.map((type) => type.id).sort()).toEqual(['FC1200', 'PB1200', 'RC800']);
    expect(options.body.data!.locations.map((location) => location.name)).toEqual(['Miljøretur Lørenskog']);
    expect(options.body.data!.locations[0]!.addresses[0]).toContain('Robsrudskogen 15');
    expect(options.body.data!.isProvider).toBe(false);
    const global = await t.callAs<{ isProvider: boolean; locations: unknown[] }>(
      'global',
      'GET',
      'ContainerOrderOptions',
    );
    expect(global.body.data!.isProvider).toBe(true);
    expect(global.body.data!.locations).toHaveLength(2);
  });
});
