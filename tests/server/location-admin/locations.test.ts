import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminLocation,
  AdminLocationDeleteAnswer,
  AdminLocationsAnswer,
} from '../../../src/domain/admin/locations.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { badCheckDigitGln, createLocation, freshGln, makeLocationInput } from './location-admin-api.ts';

interface Status {
  customer: { id: number };
  location: { id: number };
}

describe('location administration (issue 17 item 2, spec §3 Location (administration), §6)', () => {
  let t: TestApp;
  let admin: Status;
  let retail: Status;

  beforeAll(async () => {
    t = await makeTestApp();
    admin = (await t.callAs<Status>('kunde.admin', 'GET', 'Status')).body.data!;
    retail = (await t.callAs<Status>('butikk', 'GET', 'Status')).body.data!;
  });
  afterAll(() => t.close());

  describe('GET adminLocations', () => {
    it("lists the customer admin's own locations, found by name and filtered by status", async () => {
      const all = await t.callAs<AdminLocationsAnswer>('kunde.admin', 'GET', 'adminLocations');
      expect(all.status).toBe(200);
      expect(all.body.data!.total).toBeGreaterThanOrEqual(3);
      const own = await t.app.db
        .selectFrom('locations')
        .select('id')
        .where('customerId', '=', admin.customer.id)
        .execute();
      expect(all.body.data!.rows.map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort());

      const found = await t.callAs<AdminLocationsAnswer>('kunde.admin', 'GET', 'adminLocations', {
        query: { term: 'hamar' },
      });
      expect(found.body.data!.rows.map((row) => row.name)).toEqual(['Fjellmeieriet Hamar']);

      const inactive = await t.callAs<AdminLocationsAnswer>('kunde.admin', 'GET', 'adminLocations', {
        query: { status: 'inactive' },
      });
      expect(inactive.body.data!.rows.every((row) => row.statusId === 2)).toBe(true);
    });

    it('finds a location by its number and sorts by number, descending', async () => {
      const created = await createLocation(t, 'kunde.admin');
      const byNumber = await t.callAs<AdminLocationsAnswer>('kunde.admin', 'GET', 'adminLocations', {
        query: { term: created.number.slice(3, 11) },
      });
      expect(byNumber.body.data!.rows.map((row) => row.id)).toContain(created.id);

      const sorted = await t.callAs<AdminLocationsAnswer>('kunde.admin', 'GET', 'adminLocations', {
        query: { sort: 'number', direction: 'desc' },
      });
      const numbers = sorted.body.data!.rows.map((row) => row.number);
      expect(numbers).toEqual([...numbers].sort().reverse());
    });

    it('refuses a bad sort (400 naming the field)', async () => {
      const answer = await t.callAs('kunde.admin', 'GET', 'adminLocations', { query: { sort: 'x' } });
      expect(answer.status).toBe(400);
      expect(answer.body.error!.message).toContain('sort');
    });

    it('refuses a user who is not an admin (403)', async () => {
      const answer = await t.callAs('butikk', 'GET', 'adminLocations');
      expect(answer.status).toBe(403);
    });

    it('gives a global admin the locations of the customer they act for', async () => {
      const token = await t.tokenOf('global');
      const chosen = await t.callAs('global', 'POST', 'status', {
        body: { customerId: retail.customer.id },
        token,
      });
      expect(chosen.status).toBe(200);
      const answer = await t.callAs<AdminLocationsAnswer>('global', 'GET', 'adminLocations', {
        token: chosen.body.auth?.token ?? token,
      });
      expect(answer.status).toBe(200);
      const ids = new Set(
        (
          await t.app.db
            .selectFrom('locations')
            .select('id')
            .where('customerId', '=', retail.customer.id)
            .execute()
        ).map((row) => row.id),
      );
      expect(answer.body.data!.rows.every((row) => ids.has(row.id))).toBe(true);
      expect(answer.body.data!.total).toBe(ids.size);
    });
  });

  describe('GET adminLocation', () => {
    it('reads a location with every field of the form', async () => {
      const answer = await t.callAs<AdminLocation>('kunde.admin', 'GET', 'adminLocation', {
        query: { id: String(admin.location.id) },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ id: admin.location.id, customerId: admin.customer.id });
      expect(answer.body.data).toHaveProperty('palletReceiptDays');
      expect(answer.body.data).toHaveProperty('customerIdCorporate');
    });

    it("never shows another customer's location (404)", async () => {
      const answer = await t.callAs('kunde.admin', 'GET', 'adminLocation', {
        query: { id: String(retail.location.id) },
      });
      expect(answer.status).toBe(404);
    });

    it('refuses an id that is no id (400)', async () => {
      const answer = await t.callAs('kunde.admin', 'GET', 'adminLocation', { query: { id: '1e3' } });
      expect(answer.status).toBe(400);
    });
  });

  describe('POST adminLocation', () => {
    it('creates a location with every field, then changes it at its version', async () => {
      const input = makeLocationInput({
        externalId: 'EXT-1',
        needsLift: true,
        transportInstructions: 'Bruk rampe 2',
        emailPurchaseOrder: 'innkjop@example.com',
        emailReturnOrder: 'retur@example.com',
      });
      const created = await t.callAs<AdminLocation>('kunde.admin', 'POST', 'adminLocation', { body: input });
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({ ...input, customerId: admin.customer.id, version: 1 });

      const changed = await t.callAs<AdminLocation>('kunde.admin', 'POST', 'adminLocation', {
        body: { ...input, id: created.body.data!.id, version: 1, name: 'Nytt navn', statusId: 2 },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ name: 'Nytt navn', statusId: 2, version: 2 });

      const stale = await t.callAs('kunde.admin', 'POST', 'adminLocation', {
        body: { ...input, id: created.body.data!.id, version: 1 },
      });
      expect(stale.status).toBe(409);
    });

    it('refuses a number that is no GLN, naming the reason (spec §5)', async () => {
      const badDigit = await t.callAs('kunde.admin', 'POST', 'adminLocation', {
        body: makeLocationInput({ number: badCheckDigitGln() }),
      });
      expect(badDigit.status).toBe(400);
      expect(badDigit.body.error!.message).toBe('Invalid GLN: The check digit does not match');
      const short = await t.callAs('kunde.admin', 'POST', 'adminLocation', {
        body: makeLocationInput({ number: '12345' }),
      });
      expect(short.status).toBe(400);
    });

    it('keeps a seeded number that predates the GLN check when the location is changed', async () => {
      const stored = (
        await t.callAs<AdminLocation>('kunde.admin', 'GET', 'adminLocation', {
          query: { id: String(admin.location.id) },
        })
      ).body.data!;
      const {
        id,
        version,
        customerId: _c,
        customerName: _n,
        customerNameCorporate: _cn,
        poolingGroupName: _g,
        ...fields
      } = stored;
      const saved = await t.callAs<AdminLocation>('kunde.admin', 'POST', 'adminLocation', {
        body: { ...fields, id, version, deliveryInstructions: 'Ny instruks' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data!.number).toBe(stored.number);
    });

    it("refuses a number another location or an external location has: 'Location number already exists'", async () => {
      const other = (
        await t.app.db
          .selectFrom('locations')
          .select('number')
          .where('id', '=', retail.location.id)
          .executeTakeFirstOrThrow()
      ).number;
      const external = freshGln();
      await t.app.db
        .insertInto('externalLocations')
        .values({
          marketId: 'no',
          customerId: retail.customer.id,
          locationId: retail.location.id,
          name: 'Ekstern',
          number: external,
          countryId: 'NOR',
        })
        .execute();
      const taken = await createLocation(t, 'kunde.admin');
      for (const number of [taken.number, external]) {
        const answer = await t.callAs('kunde.admin', 'POST', 'adminLocation', {
          body: makeLocationInput({ number }),
        });
        expect(answer.status).toBe(409);
        expect(answer.body.error).toMatchObject({
          message: 'Location number already exists',
          type: 'LocationNumberTaken',
        });
      }
      expect(other).toBeTruthy();
    });

    it('refuses a bad e-mail or delivery window (400 naming the field)', async () => {
      const email = await t.callAs('kunde.admin', 'POST', 'adminLocation', {
        body: makeLocationInput({ emailReturnOrder: 'not-an-address' }),
      });
      expect(email.status).toBe(400);
      expect(email.body.error!.message).toContain('emailReturnOrder');
      const window = await t.callAs('kunde.admin', 'POST', 'adminLocation', {
        body: makeLocationInput({ deliveryBetween: '25:00-26:00' }),
      });
      expect(window.status).toBe(400);
      expect(window.body.error!.message).toContain('deliveryBetween');
    });

    it('refuses a user who is not an admin (403)', async () => {
      const answer = await t.callAs('butikk', 'POST', 'adminLocation', { body: makeLocationInput() });
      expect(answer.status).toBe(403);
    });

    it("never changes another customer's location (404)", async () => {
      const answer = await t.callAs('kunde.admin', 'POST', 'adminLocation', {
        body: { ...makeLocationInput(), id: retail.location.id, version: 1 },
      });
      expect(answer.status).toBe(404);
    });

    it('refuses pooling group and corporate links from a customer admin (403), and takes them from a global admin', async () => {
      const group = await t.app.db
        .selectFrom('poolingGroups')
        .select('id')
        .where('marketId', '=', 'no')
        .executeTakeFirstOrThrow();
      for (const links of [
        { poolingGroupId: group.id },
        { isCorporate: true },
        { customerIdCorporate: retail.customer.id },
      ]) {
        const answer = await t.callAs('kunde.admin', 'POST', 'adminLocation', {
          body: makeLocationInput(links),
        });
        expect(answer.status).toBe(403);
        expect(answer.body.error!.message).toBe(
          'Only a global admin may set the pooling group and corporate links',
        );
      }

      const linked = await createLocation(t, 'global', {
        poolingGroupId: group.id,
        isCorporate: true,
        customerIdCorporate: retail.customer.id,
      });
      expect(linked).toMatchObject({
        poolingGroupId: group.id,
        isCorporate: true,
        customerIdCorporate: retail.customer.id,
      });
      expect(linked.customerNameCorporate).toBeTruthy();

      const unknown = await t.callAs('global', 'POST', 'adminLocation', {
        body: makeLocationInput({ customerIdCorporate: 999_999 }),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error!.message).toBe('Corporate customer not found');
    });
  });

  describe('GET poolingGroups', () => {
    it("lists the market's pooling groups for an admin, and refuses a plain user (403)", async () => {
      const answer = await t.callAs<{ id: number; name: string }[]>('global', 'GET', 'poolingGroups');
      expect(answer.status).toBe(200);
      const stored = await t.app.db
        .selectFrom('poolingGroups')
        .select('id')
        .where('marketId', '=', 'no')
        .execute();
      expect(answer.body.data!.map((group) => group.id).sort()).toEqual(
        stored.map((group) => group.id).sort(),
      );
      expect((await t.callAs('butikk', 'GET', 'poolingGroups')).status).toBe(403);
    });
  });

  describe('POST adminLocationDelete', () => {
    it("deletes a location without orders or users: 'Location deleted'", async () => {
      const created = await createLocation(t, 'kunde.admin');
      const answer = await t.callAs<AdminLocationDeleteAnswer>('kunde.admin', 'POST', 'adminLocationDelete', {
        body: { id: created.id, version: created.version },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ id: created.id, outcome: 'deleted' });
      const gone = await t.callAs('kunde.admin', 'GET', 'adminLocation', {
        query: { id: String(created.id) },
      });
      expect(gone.status).toBe(404);
    });

    it('deactivates a location with orders instead, and says so', async () => {
      const stored = await t.callAs<AdminLocation>('kunde.admin', 'GET', 'adminLocation', {
        query: { id: String(admin.location.id) },
      });
      const answer = await t.callAs<AdminLocationDeleteAnswer>('kunde.admin', 'POST', 'adminLocationDelete', {
        body: { id: admin.location.id, version: stored.body.data!.version },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ id: admin.location.id, outcome: 'deactivated', reason: 'orders' });
      const after = await t.callAs<AdminLocation>('kunde.admin', 'GET', 'adminLocation', {
        query: { id: String(admin.location.id) },
      });
      expect(after.body.data!.statusId).toBe(2);
    });

    it('deactivates a location with users but no orders', async () => {
      const created = await createLocation(t, 'kunde.admin');
      const someone = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('customerId', '=', admin.customer.id)
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto('userSecondaryLocations')
        .values({ userId: someone.id, locationId: created.id })
        .execute();
      const answer = await t.callAs<AdminLocationDeleteAnswer>('kunde.admin', 'POST', 'adminLocationDelete', {
        body: { id: created.id, version: created.version },
      });
      expect(answer.body.data).toEqual({ id: created.id, outcome: 'deactivated', reason: 'users' });
    });

    it('refuses a stale version (409), bad input (400), a plain user (403), another customer (404)', async () => {
      const created = await createLocation(t, 'kunde.admin');
      const stale = await t.callAs('kunde.admin', 'POST', 'adminLocationDelete', {
        body: { id: created.id, version: created.version + 1 },
      });
      expect(stale.status).toBe(409);
      const bad = await t.callAs('kunde.admin', 'POST', 'adminLocationDelete', {
        body: { id: '1', version: 1 },
      });
      expect(bad.status).toBe(400);
      const plain = await t.callAs('butikk', 'POST', 'adminLocationDelete', {
        body: { id: created.id, version: created.version },
      });
      expect(plain.status).toBe(403);
      const other = await t.callAs('kunde.admin', 'POST', 'adminLocationDelete', {
        body: { id: retail.location.id, version: 1 },
      });
      expect(other.status).toBe(404);
    });
  });
});
