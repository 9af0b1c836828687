import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface Status {
  customer: { id: number };
  location: { id: number; poolingGroupId: number | null };
}
interface Listed {
  id: number;
  name: string;
  customerId?: number;
  statusId: number;
  typeId?: string;
  isDefault?: boolean;
}

describe('GET Customers, GET Locations and GET location (spec §6, §7)', () => {
  let t: TestApp;
  let admin: Status;
  let retail: Status;

  beforeAll(async () => {
    t = await makeTestApp();
    admin = (await t.callAs<Status>('kunde.admin', 'GET', 'Status')).body.data!;
    retail = (await t.callAs<Status>('butikk', 'GET', 'Status')).body.data!;
  });
  afterAll(() => t.close());

  it('gives a global admin every customer of the market, with the fields asked', async () => {
    const answer = await t.callAs<Listed[]>('global', 'GET', 'Customers', {
      query: { include: 'id,name,status,statusId' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(answer.body.data![0]!).sort()).toEqual(['id', 'name', 'status', 'statusId']);
    expect(answer.body.data!.map((customer) => customer.id)).toContain(admin.customer.id);
  });

  it('gives anyone else only their own customer', async () => {
    const answer = await t.callAs<Listed[]>('kunde.admin', 'GET', 'Customers');
    expect(answer.body.data!.map((customer) => customer.id)).toEqual([admin.customer.id]);
  });

  it("lists a customer admin's locations, at least three, with the default marked", async () => {
    const answer = await t.callAs<Listed[]>('kunde.admin', 'GET', 'Locations', {
      query: { customerId: String(admin.customer.id) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.length).toBeGreaterThanOrEqual(3);
    expect(answer.body.data!.every((location) => location.customerId === admin.customer.id)).toBe(true);
    expect(answer.body.data!.filter((location) => location.isDefault)).toHaveLength(1);
  });

  it('keeps only LEV, NLP and GRS locations of status 1 and 2 for the switcher', async () => {
    const answer = await t.callAs<Listed[]>('global', 'GET', 'Locations', {
      query: { customerId: String(admin.customer.id), canSwitch: 'true' },
    });
    for (const location of answer.body.data!) {
      expect(['LEV', 'NLP', 'GRS']).toContain(location.typeId);
      expect([1, 2]).toContain(location.statusId);
    }
  });

  it("never lists another customer's locations to a non-global user (403)", async () => {
    const answer = await t.callAs('butikk', 'GET', 'Locations', {
      query: { customerId: String(admin.customer.id) },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeUndefined();
  });

  it('lists the locations of the own pooling group for the picker', async () => {
    const groupId = admin.location.poolingGroupId;
    expect(groupId).not.toBeNull();
    const answer = await t.callAs<Listed[]>('kunde.admin', 'GET', 'Locations', {
      query: { all: 'true', poolingGroupId: String(groupId) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.length).toBeGreaterThan(0);
    const foreign = await t.callAs('butikk', 'GET', 'Locations', {
      query: { all: 'true', poolingGroupId: String(groupId) },
    });
    expect(foreign.status).toBe(403);
  });

  it("lists the market's active locations for provider staff's dock, and to nobody else", async () => {
    const lager = (await t.callAs<Status>('lager', 'GET', 'Status')).body.data!;
    const answer = await t.callAs<Listed[]>('lager', 'GET', 'Locations', { query: { all: 'true' } });
    expect(answer.status).toBe(200);
    const ids = answer.body.data!.map((location) => location.id);
    expect(ids).toContain(admin.location.id);
    expect(ids).toContain(retail.location.id);
    expect(ids).not.toContain(lager.location.id);
    expect(answer.body.data!.every((location) => location.statusId === 1)).toBe(true);

    const refused = await t.callAs('butikk', 'GET', 'Locations', { query: { all: 'true' } });
    expect(refused.status).toBe(403);
  });

  it('answers GET location with the acting location and its administration fields', async () => {
    const answer = await t.callAs<Record<string, unknown>>('butikk', 'GET', 'location');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: retail.location.id, customerId: retail.customer.id });
    expect(Object.keys(answer.body.data!)).toEqual(
      expect.arrayContaining([
        'number',
        'typeId',
        'palletReceiptDays',
        'hasRamp',
        'needsLift',
        'customerName',
      ]),
    );
  });

  it('refuses a bad query with 400 naming the field', async () => {
    const answer = await t.callAs('kunde.admin', 'GET', 'Locations', { query: { customerId: 'abc' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('customerId');
  });
});
