import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionNames } from '../../src/domain/session/action-names.ts';
import { appVersion } from '../../src/domain/shared/app-version.ts';
import { demoPassword } from '../../src/server/db/seed/demo-accounts.ts';
import { chainHeadName } from '../../src/server/db/seed/seed-chain.ts';
import { makeTestApp, type ApiAnswer, type TestApp } from '../helpers/test-app.ts';

/**
 * Every call of spec §7 answers on a fresh start (issue 21 "Done when"): the demo data as `npm start`
 * seeds it, each call made by the demo user the screen that makes it belongs to, with the payload or
 * query the spec names, answering 2xx with the shape the screen reads.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const idOf = async (table: 'users' | 'customers', column: 'loginName' | 'name', value: string) =>
  (
    await t.app.db
      .selectFrom(table)
      .select('id')
      .where(column, '=', value)
      .where('marketId', '=', 'no')
      .executeTakeFirstOrThrow()
  ).id;

const userOf = (loginName: string) =>
  t.app.db
    .selectFrom('users')
    .select(['id', 'customerId', 'locationId', 'name', 'phone', 'email', 'language'])
    .where('loginName', '=', loginName)
    .where('marketId', '=', 'no')
    .executeTakeFirstOrThrow();

function ok<T>(answer: ApiAnswer<T>, call: string): T {
  expect(answer.status, `${call}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(answer.status, `${call}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(300);
  return answer.body.data as T;
}

type Row = Record<string, unknown>;

describe('every call of spec §7 on a fresh start', () => {
  it('POST Login: userLoginName, password, anonymous → customer.agreementStandard', async () => {
    const answer = await t.callAs<{ token: string; customer: { agreementStandard: boolean } }>(
      null,
      'POST',
      'Login',
      { body: { userLoginName: 'butikk', password: demoPassword, anonymous: true } },
    );
    const data = ok(answer, 'POST Login');
    expect(typeof data.token).toBe('string');
    expect(data.customer.agreementStandard).toBe(true);
  });

  it('GET Language and POST Language', async () => {
    expect(ok(await t.callAs<{ language: string }>('butikk', 'GET', 'Language'), 'GET Language')).toEqual({
      language: 'nb-NO',
    });
    ok(await t.callAs('butikk', 'POST', 'Language', { body: { language: 'nb-NO' } }), 'POST Language');
  });

  it('GET Status: the session status', async () => {
    const data = ok(await t.callAs<Row>('butikk', 'GET', 'Status'), 'GET Status');
    expect(data).toMatchObject({ customer: expect.any(Object), location: expect.any(Object) });
  });

  it('GET Messages: type, taskId, anonymous, language → the login welcome messages', async () => {
    const data = ok(
      await t.callAs<Row[]>(null, 'GET', 'Messages', {
        query: { type: 'Login', taskId: 'ORDER', anonymous: 'true', language: 'nb-NO' },
      }),
      'GET Messages',
    );
    expect(Array.isArray(data)).toBe(true);
  });

  it('POST Actions: every named action, answered in that order', async () => {
    const data = ok(
      await t.callAs<{ name: string; error?: unknown }[]>('butikk', 'POST', 'Actions', {
        body: [...actionNames],
      }),
      'POST Actions',
    );
    expect(data.map((action) => action.name)).toEqual([...actionNames]);
    expect(data.filter((action) => action.error)).toEqual([]);
  });

  it('POST status: customerId, locationId, userId → the new status (user switch)', async () => {
    const lager = await userOf('lager');
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/no/Login',
      payload: { userLoginName: 'global', password: demoPassword },
    });
    const token = (JSON.parse(fresh.body) as { data: { token: string } }).data.token;
    const body = { customerId: lager.customerId, locationId: lager.locationId, userId: lager.id };
    const data = ok(await t.callAs<Row>('global', 'POST', 'status', { body, token }), 'POST status');
    expect(data).toMatchObject({ user: expect.objectContaining({ id: lager.id }) });
  });

  it('GET webtaskUsers and GET location', async () => {
    const tasks = ok(await t.callAs<Row[]>('lager', 'GET', 'webtaskUsers'), 'GET webtaskUsers');
    expect(tasks.length).toBeGreaterThan(0);
    const location = ok(await t.callAs<Row>('lager', 'GET', 'location'), 'GET location');
    expect(location).toMatchObject({ name: 'Nordpall Alnabru' });
  });

  it('GET Alerts and GET Orders?transactionStatus=6&include (the 30 s polls)', async () => {
    expect(Array.isArray(ok(await t.callAs('global', 'GET', 'Alerts'), 'GET Alerts'))).toBe(true);
    const answer = await t.callAs<unknown>('lager', 'GET', 'Orders', {
      query: { transactionStatus: '6', include: 'id,orderNo,transactionStatusId' },
    });
    const disagreements = ok(answer, 'GET Orders?transactionStatus=6&include') as { items: Row[] };
    expect(disagreements.items.length).toBeGreaterThan(0);
    expect(disagreements.items.every((order) => order.transactionStatusId === 6)).toBe(true);
  });

  it('GET Customers?include, GET Locations?customerId&canSwitch&include, GET Users?customerId&isActive&include', async () => {
    const customers = ok(
      await t.callAs<Row[]>('global', 'GET', 'Customers', { query: { include: 'id,name,status,statusId' } }),
      'GET Customers',
    );
    expect(customers.length).toBeGreaterThan(0);
    expect(customers[0]).toHaveProperty('name');
    const admin = await userOf('kunde.admin');
    const locations = ok(
      await t.callAs<Row[]>('kunde.admin', 'GET', 'Locations', {
        query: { customerId: String(admin.customerId), canSwitch: 'true', include: 'id,name' },
      }),
      'GET Locations',
    );
    expect(locations.length).toBeGreaterThan(1);
    const users = ok(
      await t.callAs<Row[]>('kunde.admin', 'GET', 'Users', {
        query: { customerId: String(admin.customerId), isActive: 'true', include: 'id,name' },
      }),
      'GET Users',
    );
    expect(users.length).toBeGreaterThan(1);
  });

  it('GET user, POST user (profile save) and POST userPassword', async () => {
    const butikk = await userOf('butikk');
    const user = ok(
      await t.callAs<Row>('butikk', 'GET', 'user', { query: { id: String(butikk.id) } }),
      'GET user',
    );
    expect(user).toMatchObject({ id: butikk.id });
    const profile = {
      userId: butikk.id,
      name: butikk.name,
      phone: butikk.phone,
      email: butikk.email,
      language: butikk.language,
    };
    ok(await t.callAs('butikk', 'POST', 'user', { body: profile }), 'POST user');
    const martin = await userOf('martin.solberg');
    const change = { userId: martin.id, oldPassword: demoPassword, newPassword: 'a-new-pallet' };
    ok(await t.callAs('martin.solberg', 'POST', 'userPassword', { body: change }), 'POST userPassword');
  });

  it('GET /stockDetails?locationId, GET /products?all, GET GLNValidate?gln, GET AvailableProducts', async () => {
    const lager = await userOf('lager');
    const stock = ok(
      await t.callAs<unknown>('lager', 'GET', 'stockDetails', {
        query: { locationId: String(lager.locationId) },
      }),
      'GET /stockDetails',
    );
    expect(stock).toBeTruthy();
    const products = ok(
      await t.callAs<Row[]>('butikk', 'GET', 'products', { query: { all: 'true' } }),
      'GET /products',
    );
    expect(products.length).toBeGreaterThan(0);
    const gln = ok(
      await t.callAs<{ ok: boolean }>('butikk', 'GET', 'GLNValidate', { query: { gln: '7080001000019' } }),
      'GET GLNValidate',
    );
    expect(gln).toHaveProperty('ok');
    const butikk = await userOf('butikk');
    const available = ok(
      await t.callAs<Row[]>('butikk', 'GET', 'AvailableProducts', {
        query: { locationId: String(butikk.locationId), isPooling: 'false', grouped: 'false' },
      }),
      'GET AvailableProducts',
    );
    expect(available.length).toBeGreaterThan(0);
    expect(available[0]).toMatchObject({ id: expect.any(Number), treatmentId: expect.any(String) });
  });

  it('GET locations: plain; all=true with poolingGroupId; all=true with customerId_Corporate; customerId', async () => {
    const plain = ok(await t.callAs<Row[]>('butikk', 'GET', 'locations'), 'GET locations');
    expect(plain.length).toBeGreaterThan(0);
    const group = await t.app.db
      .selectFrom('locations')
      .select('poolingGroupId')
      .where('id', '=', (await userOf('kunde.admin')).locationId)
      .executeTakeFirstOrThrow();
    const pooled = ok(
      await t.callAs<Row[]>('kunde.admin', 'GET', 'locations', {
        query: { all: 'true', poolingGroupId: String(group.poolingGroupId) },
      }),
      'GET locations?all&poolingGroupId',
    );
    expect(pooled.length).toBeGreaterThan(1);
    const chainId = await idOf('customers', 'name', chainHeadName);
    const chain = ok(
      await t.callAs<Row[]>('kjede', 'GET', 'locations', {
        query: { all: 'true', customerId_Corporate: String(chainId) },
      }),
      'GET locations?all&customerId_Corporate',
    );
    expect(chain.length).toBeGreaterThan(0);
    const butikk = await userOf('butikk');
    const receipts = ok(
      await t.callAs<Row[]>('butikk', 'GET', 'locations', {
        query: { customerId: String(butikk.customerId) },
      }),
      'GET locations?customerId',
    );
    expect(receipts.length).toBeGreaterThan(0);
  });

  it('GET ScheduleOrderFill?id → the fill ratio', async () => {
    const schedule = await t.app.db
      .selectFrom('orderSchedules')
      .innerJoin('users', 'users.id', 'orderSchedules.createdBy')
      .select(['orderSchedules.id', 'users.loginName'])
      .where('users.marketId', '=', 'no')
      .orderBy('orderSchedules.id')
      .executeTakeFirstOrThrow();
    const fill = ok(
      await t.callAs<{ fill: number; percent: number }>(schedule.loginName, 'GET', 'ScheduleOrderFill', {
        query: { id: String(schedule.id) },
      }),
      'GET ScheduleOrderFill',
    );
    expect(typeof fill.percent).toBe('number');
  });

  it('GET /version.json?timestamp → the latest version', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/version.json?t=${Date.now()}` });
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ version: appVersion });
  });

  it('GET Days?from&to, GET AddressCountryRegions, GET AddressZipCode?countryId&postalCode', async () => {
    const now = new Date();
    const month = (offset: number) => {
      const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
      return date.toISOString().slice(0, 7);
    };
    const days = ok(
      await t.callAs<{ date: string; isOpen: boolean }[]>('butikk', 'GET', 'Days', {
        query: { from: month(0), to: month(1) },
      }),
      'GET Days',
    );
    expect(days.length).toBeGreaterThanOrEqual(28 * 2);
    expect(days[0]).toEqual({ date: expect.any(String), isOpen: expect.any(Boolean) });
    const countries = ok(
      await t.callAs<{ isAvailable: boolean; isDefault: boolean }[]>(null, 'GET', 'AddressCountryRegions'),
      'GET AddressCountryRegions',
    );
    expect(countries.some((country) => country.isDefault)).toBe(true);
    const place = ok(
      await t.callAs<{ name: string } | null>(null, 'GET', 'AddressZipCode', {
        query: { countryId: 'NOR', postalCode: '0150' },
      }),
      'GET AddressZipCode',
    );
    expect(place?.name).toBeTruthy();
  });

  it('GET /Orders?locationId&ids (repeated), GET /ExternalOrders, and the order list GET /orders', async () => {
    const butikk = await userOf('butikk');
    const own = await t.app.db
      .selectFrom('transactions')
      .select('id')
      .where((eb) =>
        eb.or([eb('locationIdFrom', '=', butikk.locationId), eb('locationIdTo', '=', butikk.locationId)]),
      )
      .orderBy('id')
      .limit(2)
      .execute();
    expect(own).toHaveLength(2);
    const byIds = await t.app.inject({
      method: 'GET',
      url: `/api/no/Orders?locationId=${butikk.locationId}&ids=${own[0]!.id}&ids=${own[1]!.id}`,
      headers: { authorization: `Bearer ${await t.tokenOf('butikk')}` },
    });
    expect(byIds.statusCode, byIds.body.slice(0, 300)).toBe(200);
    const found = (JSON.parse(byIds.body) as { data: { items: Row[] } }).data.items.map((order) => order.id);
    expect(found.sort()).toEqual(own.map((order) => order.id).sort());

    const fixed = {
      withfees: 'true',
      withsort: 'false',
      withtempsort: 'false',
      withtempsortlines: 'false',
      withtempsortlinespivoted: 'false',
      withqualitychanges: 'false',
      withemployees: 'false',
      countdetailed: 'true',
      count: '1000',
    };
    const listed = {
      ...fixed,
      customerId: String(butikk.customerId),
      locationId: String(butikk.locationId),
      term: 'NO',
      source: 'sqlorder',
      mode: 'prefix',
      sendLower: '2020-01-01',
      sendUpper: '2099-12-31',
      transactionStatus: '1,2,5',
      'orderBy[0].field': 'dateSend',
      'orderby[0].descending': 'true',
    };
    const list = await t.callAs<unknown>('butikk', 'GET', 'orders', { query: listed });
    const page = ok(list, 'GET /orders') as { items: Row[] };
    expect(Array.isArray(page.items)).toBe(true);
    ok(await t.callAs<unknown>('butikk', 'GET', 'ExternalOrders', { query: listed }), 'GET /ExternalOrders');
  });

  it('the media handler answers a product picture by template name (product-icon, product-image-xsmall)', async () => {
    const products = ok(
      await t.callAs<{ image: string | null }[]>('butikk', 'GET', 'products', { query: { all: 'true' } }),
      'GET /products',
    );
    const image = products.map((product) => product.image).find((name): name is string => Boolean(name));
    expect(image).toBeTruthy();
    const name = image!.split('/').at(-1)!;
    for (const template of ['product-icon', 'product-image-xsmall']) {
      const answer = await t.app.inject({ method: 'GET', url: `/media/${template}/${name}` });
      expect(answer.statusCode, `${template}/${name}`).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('POST logout ends the session (last: the token is gone afterwards)', async () => {
    const token = await t.tokenOf('lager');
    ok(await t.callAs('lager', 'POST', 'logout', { token }), 'POST logout');
    const after = await t.callAs('lager', 'GET', 'Status', { token });
    expect(after.status).toBe(401);
  });
});
