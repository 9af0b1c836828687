import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalLocation } from '../../../src/domain/dock/external-location.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { isReplay, newKey, postWithKey } from '../idempotency/idempotency-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { dataOf, postAs, writtenRows } from './arrival-api.ts';

describe('GET externalLocations and POST externalLocation (issue 6, item 3; spec §3, §5)', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;

  const create = (login: string, overrides: Record<string, unknown>) =>
    postAs<ExternalLocation>(t, login, 'externalLocation', {
      name: 'Gudbrandsdal Lager',
      countryId: 'NOR',
      locationId: admin.location.id,
      ...overrides,
    });
  const listAs = async (login: string) =>
    dataOf(await t.callAs<ExternalLocation[]>(login, 'GET', 'externalLocations'), 'externalLocations');

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
  });
  afterAll(() => t.close());

  it("creates one and lists the acting customer's, by name, with the own location it is served from", async () => {
    const created = dataOf(
      await create('kunde.admin', { name: 'Vinstra Sag', number: 'EXT-1', contactName: ' Ole Vik ' }),
      'externalLocation',
    );
    const lillehammer = await t.app.db
      .selectFrom('locations')
      .select(['name', 'number'])
      .where('id', '=', admin.location.id)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({
      id: created.id,
      name: 'Vinstra Sag',
      number: 'EXT-1',
      contactName: 'Ole Vik',
      countryId: 'NOR',
      locationId: admin.location.id,
      locationName: lillehammer.name,
      locationNo: lillehammer.number,
      version: 1,
    });
    dataOf(await create('kunde.admin', { name: 'Alvdal Mølle', number: 'EXT-2' }), 'externalLocation');
    expect((await listAs('kunde.admin')).map((row) => row.name)).toEqual(['Alvdal Mølle', 'Vinstra Sag']);
    expect(await listAs('lager')).toEqual([]);
  });

  it("refuses a number in use by an external or a portal location: 409 'Location number already exists'", async () => {
    dataOf(await create('kunde.admin', { number: 'EXT-10' }), 'externalLocation');
    const before = await writtenRows(t);
    for (const number of ['EXT-10', '1003']) {
      const answer = await create('kunde.admin', { name: `Another ${number}`, number });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({
        type: 'LocationNumberTaken',
        code: 'LocationNumberTaken',
        message: 'Location number already exists',
      });
    }
    // Unique in the market: the number of kunde.admin's place is taken for the provider too.
    const provider = await create('lager', { number: 'EXT-10', locationId: dock.location.id });
    expect(provider.status).toBe(409);
    expect(await writtenRows(t)).toEqual(before);
  });

  it('gives a number to one of two requests racing for it', async () => {
    const answers = await Promise.all([
      create('kunde.admin', { name: 'First', number: 'EXT-RACE' }),
      create('kunde.admin', { name: 'Second', number: 'EXT-RACE' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await t.app.db
      .selectFrom('externalLocations')
      .select('id')
      .where('number', '=', 'EXT-RACE')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses another customer's location (403) and an unknown one (404), writing nothing", async () => {
    const before = await writtenRows(t);
    const foreign = await create('kunde.admin', { number: 'EXT-20', locationId: dock.location.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.type).toBe('Forbidden');
    const unknown = await create('kunde.admin', { number: 'EXT-21', locationId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ type: 'NotFound', message: 'Location not found' });
    expect(await writtenRows(t)).toEqual(before);
  });

  it('refuses a bad payload with 400 naming the field, writing nothing', async () => {
    const before = await writtenRows(t);
    const noName = await create('kunde.admin', { name: '  ', number: 'EXT-30' });
    expect(noName.status).toBe(400);
    expect(noName.body.error?.message).toContain('name');
    const badCountry = await create('kunde.admin', { number: 'EXT-31', countryId: 'USA' });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.error?.message).toContain('countryId');
    const noNumber = await create('kunde.admin', { number: '' });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.error?.message).toContain('number');
    expect(await writtenRows(t)).toEqual(before);
  });

  it('creates one external location however often the same Idempotency-Key is replayed', async () => {
    const body = {
      name: 'Otta Trelast',
      number: 'EXT-40',
      countryId: 'NOR',
      locationId: admin.location.id,
      localId: 'tablet-3',
    };
    const key = newKey();
    const first = await postWithKey<ExternalLocation>(t, 'kunde.admin', 'externalLocation', body, key);
    const again = await postWithKey<ExternalLocation>(t, 'kunde.admin', 'externalLocation', body, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(isReplay(again)).toBe(true);
    expect(again.body.data).toEqual(first.body.data);
    expect((await listAs('kunde.admin')).filter((row) => row.number === 'EXT-40')).toHaveLength(1);
  });
});
