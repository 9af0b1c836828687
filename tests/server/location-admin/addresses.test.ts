import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLocation } from '../../../src/domain/admin/locations.ts';
import type { LocationAddress } from '../../../src/domain/admin/location-address.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createLocation, makeAddressInput } from './location-admin-api.ts';

interface Status {
  location: { id: number };
}

describe("a location's delivery addresses (issue 17 item 2, spec §3 Address, §5 post code)", () => {
  let t: TestApp;
  let location: AdminLocation;
  let retailLocationId: number;

  beforeAll(async () => {
    t = await makeTestApp();
    location = await createLocation(t, 'kunde.admin');
    retailLocationId = (await t.callAs<Status>('butikk', 'GET', 'Status')).body.data!.location.id;
  });
  afterAll(() => t.close());

  const save = (body: unknown, login = 'kunde.admin') =>
    t.callAs<LocationAddress>(login, 'POST', 'locationAddress', { body });
  const list = (locationId: number, login = 'kunde.admin') =>
    t.callAs<LocationAddress[]>(login, 'GET', 'locationAddresses', {
      query: { locationId: String(locationId) },
    });

  it('adds several addresses, changes one at its version and deletes one', async () => {
    const first = await save({ ...makeAddressInput(), locationId: location.id });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ...makeAddressInput(), locationId: location.id, version: 1 });
    const second = await save({
      ...makeAddressInput({
        name: 'Varemottak',
        countryId: 'SVE',
        postalCode: '111 20',
        postPlace: 'STOCKHOLM',
      }),
      locationId: location.id,
    });
    expect(second.status).toBe(200);

    const changed = await save({
      ...makeAddressInput({ street: 'Storgata 2' }),
      locationId: location.id,
      id: first.body.data!.id,
      version: 1,
    });
    expect(changed.body.data).toMatchObject({ street: 'Storgata 2', version: 2 });
    const stale = await save({
      ...makeAddressInput(),
      locationId: location.id,
      id: first.body.data!.id,
      version: 1,
    });
    expect(stale.status).toBe(409);

    expect((await list(location.id)).body.data!.map((address) => address.name)).toEqual([
      'Hovedinngang',
      'Varemottak',
    ]);

    const deleted = await t.callAs('kunde.admin', 'POST', 'locationAddressDelete', {
      body: { id: second.body.data!.id, version: 1 },
    });
    expect(deleted.status).toBe(200);
    expect((await list(location.id)).body.data).toHaveLength(1);
  });

  it('refuses a post code that does not fit the country (spec §5), naming postalCode', async () => {
    const answer = await save({ ...makeAddressInput({ postalCode: '01500' }), locationId: location.id });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ message: 'The post code does not match the chosen country' });
    const letters = await save({ ...makeAddressInput({ postalCode: 'AB12' }), locationId: location.id });
    expect(letters.status).toBe(400);
  });

  it('refuses missing fields and an unknown country (400)', async () => {
    const noStreet = await save({ ...makeAddressInput({ street: '' }), locationId: location.id });
    expect(noStreet.status).toBe(400);
    expect(noStreet.body.error!.message).toContain('street');
    const country = await save({ ...makeAddressInput(), countryId: 'XXX', locationId: location.id });
    expect(country.status).toBe(400);
  });

  it('refuses a user who is not an admin (403)', async () => {
    expect((await list(retailLocationId, 'butikk')).status).toBe(403);
    expect((await save({ ...makeAddressInput(), locationId: retailLocationId }, 'butikk')).status).toBe(403);
  });

  it("never reads or writes another customer's location or address (404)", async () => {
    expect((await list(retailLocationId)).status).toBe(404);
    expect((await save({ ...makeAddressInput(), locationId: retailLocationId })).status).toBe(404);

    const theirs = await t.app.db
      .insertInto('locationAddresses')
      .values({
        locationId: retailLocationId,
        name: 'Deres',
        street: 'Gate 1',
        postCode: '0150',
        postPlace: 'OSLO',
        countryId: 'NOR',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const change = await save({ ...makeAddressInput(), locationId: location.id, id: theirs.id, version: 1 });
    expect(change.status).toBe(404);
    const remove = await t.callAs('kunde.admin', 'POST', 'locationAddressDelete', {
      body: { id: theirs.id, version: 1 },
    });
    expect(remove.status).toBe(404);
  });

  it('goes with its location when the location is deleted', async () => {
    const doomed = await createLocation(t, 'kunde.admin');
    await save({ ...makeAddressInput(), locationId: doomed.id });
    const answer = await t.callAs('kunde.admin', 'POST', 'adminLocationDelete', {
      body: { id: doomed.id, version: doomed.version },
    });
    expect(answer.body.data).toMatchObject({ outcome: 'deleted' });
    const left = await t.app.db
      .selectFrom('locationAddresses')
      .select('id')
      .where('locationId', '=', doomed.id)
      .execute();
    expect(left).toEqual([]);
  });
});
