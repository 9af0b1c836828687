import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalLocation } from '../../../src/domain/dock/external-location.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { dataOf, lineOf, postAs, todayOf } from './arrival-api.ts';

describe('POST externalLocationUpdate and externalLocationDelete (issue 17 item 5; spec §3, §5)', () => {
  let t: TestApp;
  let admin: Actor;
  let place: ExternalLocation;

  const create = async (number: string) =>
    dataOf(
      await postAs<ExternalLocation>(t, 'kunde.admin', 'externalLocation', {
        name: `Place ${number}`,
        number,
        countryId: 'NOR',
        locationId: admin.location.id,
      }),
      'externalLocation',
    );
  const update = (login: string, body: Record<string, unknown>) =>
    postAs<ExternalLocation>(t, login, 'externalLocationUpdate', {
      name: place.name,
      number: place.number,
      contactName: place.contactName,
      countryId: place.countryId,
      locationId: place.locationId,
      id: place.id,
      version: place.version,
      ...body,
    });
  const remove = (login: string, row: Pick<ExternalLocation, 'id' | 'version'>) =>
    postAs<{ id: number; deleted: true }>(t, login, 'externalLocationDelete', {
      id: row.id,
      version: row.version,
    });

  beforeAll(async () => {
    t = await makeTestApp();
    admin = await actorOf(t, 'kunde.admin');
    place = await create('EXT-A1');
  });
  afterAll(() => t.close());

  it('changes every field and the version, keeping its own number', async () => {
    const answer = await update('kunde.admin', {
      name: 'Vinstra Sag',
      contactName: 'Ole Vik',
      countryId: 'SVE',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: place.id,
      name: 'Vinstra Sag',
      number: 'EXT-A1',
      contactName: 'Ole Vik',
      countryId: 'SVE',
      version: place.version + 1,
    });
    place = answer.body.data!;
  });

  it("refuses a number another location or external location has: 409 'Location number already exists'", async () => {
    await create('EXT-A2');
    for (const number of ['EXT-A2', '1003']) {
      const answer = await update('kunde.admin', { number });
      expect(answer.status).toBe(409);
      expect(answer.body.error?.message).toBe('Location number already exists');
    }
  });

  it('refuses a stale version (409 with the current row), a user who is no admin (403) and bad input (400)', async () => {
    const stale = await update('kunde.admin', { version: place.version - 1, name: 'Old' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      type: 'VersionConflict',
      data: { id: place.id, name: 'Vinstra Sag' },
    });
    expect((await update('butikk', {})).status).toBe(403);
    const bad = await update('kunde.admin', { name: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('name');
  });

  it("gives another customer's admin view of it as not found (404)", async () => {
    // global acts for its own customer: kunde.admin's place is not among its external locations.
    expect((await update('global', {})).status).toBe(404);
    expect((await remove('global', place)).status).toBe(404);
  });

  it('deletes one that no order names', async () => {
    const spare = await create('EXT-A3');
    const answer = await remove('kunde.admin', spare);
    expect(answer.status).toBe(200);
    const left = dataOf(
      await t.callAs<ExternalLocation[]>('kunde.admin', 'GET', 'externalLocations'),
      'list',
    );
    expect(left.map((row) => row.number)).not.toContain('EXT-A3');
  });

  it('refuses to delete one an order was delivered to (409), so the order keeps its receiver', async () => {
    const delivery = await postAs(t, 'kunde.admin', 'goodsDelivery', {
      externalLocationId: place.id,
      sendDate: await todayOf(t),
      lines: [lineOf('EUR/STD/A', 2)],
    });
    expect(delivery.status).toBe(200);
    const answer = await remove('kunde.admin', place);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toBe('The external location is used by orders and cannot be deleted');
  });
});
