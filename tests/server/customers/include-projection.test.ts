import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerListFields } from '../../../src/domain/customers/customer-list.ts';
import { locationListFields } from '../../../src/domain/locations/location-queries.ts';
import type { OrderListAnswer } from '../../../src/domain/orders/order-list.ts';
import { orderRowFields } from '../../../src/domain/orders/order-row-fields.ts';
import { userListFields } from '../../../src/domain/users/user-queries.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';

type Row = Record<string, unknown>;
const keysOf = (rows: readonly Row[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();

describe('include on the list calls: only the fields it names (spec §7)', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await makeTestApp();
    admin = await actorOf(t, 'kunde.admin');
  });
  afterAll(() => t.close());

  /** Each list call of spec §7 that takes include, with the query it needs besides. */
  const calls = () =>
    [
      { call: 'Customers', login: 'global', query: {}, fields: customerListFields, pick: ['statusId', 'id'] },
      {
        call: 'Locations',
        login: 'kunde.admin',
        query: { customerId: String(admin.customer.id), canSwitch: 'true' },
        fields: locationListFields,
        pick: ['statusId', 'id'],
      },
      {
        call: 'Users',
        login: 'kunde.admin',
        query: { customerId: String(admin.customer.id), isActive: 'true' },
        fields: userListFields,
        pick: ['name', 'id'],
      },
    ] as const;

  it('answers every field without include, each one a name include accepts', async () => {
    for (const { call, login, query, fields } of calls()) {
      const rows = (await t.callAs<Row[]>(login, 'GET', call, { query })).body.data!;
      expect(rows.length, call).toBeGreaterThan(0);
      expect(keysOf(rows), call).toEqual([...fields].sort());
    }
    const orders = (await t.callAs<OrderListAnswer>('kunde.admin', 'GET', 'Orders')).body.data!;
    expect(orders.items.length).toBeGreaterThan(0);
    expect(
      keysOf(orders.items as unknown as Row[]).filter((key) => !orderRowFields.includes(key as never)),
    ).toEqual([]);
  });

  it('keeps only the named fields of GET Customers, Locations and Users (comma list or repeated keys)', async () => {
    for (const { call, login, query, pick } of calls()) {
      const answer = await t.callAs<Row[]>(login, 'GET', call, {
        query: { ...query, include: pick.join(',') },
      });
      expect(answer.status, call).toBe(200);
      expect(keysOf(answer.body.data!), call).toEqual([...pick].sort());
    }
    const repeated = await t.app.inject({
      method: 'GET',
      url: '/api/no/Customers?include=id&include=name',
      headers: { authorization: `Bearer ${await t.tokenOf('global')}` },
    });
    expect(keysOf((JSON.parse(repeated.body) as { data: Row[] }).data)).toEqual(['id', 'name']);
  });

  it('keeps only the named fields of GET Orders, the disagreements poll (transactionStatus=6 and include)', async () => {
    const all = (await t.callAs<OrderListAnswer>('kunde.admin', 'GET', 'Orders')).body.data!;
    const answer = await t.callAs<OrderListAnswer>('kunde.admin', 'GET', 'Orders', {
      query: { include: 'id,transactionStatusId,locationIdFrom,locationIdTo,transactionTypeId' },
    });
    expect(answer.status).toBe(200);
    const rows = answer.body.data!.items as unknown as Row[];
    expect(keysOf(rows)).toEqual([
      'id',
      'locationIdFrom',
      'locationIdTo',
      'transactionStatusId',
      'transactionTypeId',
    ]);
    // The same rows in the same order, and the same total.
    expect(rows.map((row) => row.id)).toEqual(all.items.map((row) => row.id));
    expect(answer.body.data!.total).toBe(all.total);
    const disagreements = await t.callAs<OrderListAnswer>('kunde.admin', 'GET', 'Orders', {
      query: { transactionStatus: '6', include: 'id,transactionStatusId' },
    });
    expect(disagreements.status).toBe(200);
    expect(disagreements.body.data!.items.every((row) => row.transactionStatusId === 6)).toBe(true);
  });

  it('refuses a field a call does not answer with 400 naming it, on every list call', async () => {
    for (const { call, login, query } of calls()) {
      const answer = await t.callAs(login, 'GET', call, { query: { ...query, include: 'id,secret' } });
      expect(answer.status, call).toBe(400);
      expect(answer.body.error!.message, call).toContain("include: unknown field 'secret'");
    }
    const orders = await t.callAs('kunde.admin', 'GET', 'Orders', { query: { include: 'id,passwordHash' } });
    expect(orders.status).toBe(400);
    expect(orders.body.error!.message).toContain("unknown field 'passwordHash'");
  });
});
