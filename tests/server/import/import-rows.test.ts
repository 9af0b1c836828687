import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportCheckAnswer } from '../../../src/domain/admin/import/import-schemas.ts';
import type { ImportRow, ImportRowError } from '../../../src/domain/admin/import/import-rows.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { badCheckDigitGln, freshGln } from '../location-admin/location-admin-api.ts';
import { userNamed, welcomeMailsTo } from '../user-admin/user-admin-api.ts';

const locationRow = (overrides: ImportRow = {}): ImportRow => ({
  name: `Importert ${freshGln().slice(-5)}`,
  number: freshGln(),
  type: 'GRS',
  hasRamp: 'ja',
  deliveryFrom: '07:00',
  deliveryTo: '15:00',
  street: 'Karl Johans gate 1',
  postCode: '0150',
  city: 'OSLO',
  ...overrides,
});

let userSerial = 0;
const userRow = (locationNumber: string, overrides: ImportRow = {}): ImportRow => {
  userSerial += 1;
  return {
    name: `Import Bruker ${userSerial}`,
    loginName: `import.bruker.${userSerial}`,
    email: `import.bruker.${userSerial}@example.no`,
    language: 'en',
    locationNumber,
    ...overrides,
  };
};

describe('POST importCheck and importApprove (issue 17 item 8)', () => {
  let t: TestApp;
  let ownNumbers: string[];
  let foreignNumber: string;
  let adminCustomerId: number;

  const numbersOf = async (customerId: number) =>
    (
      await t.app.db
        .selectFrom('locations')
        .select('number')
        .where('customerId', '=', customerId)
        .orderBy('id')
        .execute()
    ).map((row) => row.number);
  const countLocations = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('locations')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const check = (login: string, kind: string, rows: ImportRow[], firstRow?: number) =>
    t.callAs<ImportCheckAnswer>(login, 'POST', 'importCheck', { body: { kind, rows, firstRow } });
  /** Approve as the dialog sends it: for users, with the number of welcome mails the admin agreed to. */
  const approve = (login: string, kind: string, rows: ImportRow[], token?: string) =>
    t.callAs<{ imported: number }>(login, 'POST', 'importApprove', {
      body: { kind, rows, ...(kind === 'users' ? { welcomeMails: rows.length } : {}) },
      ...(token ? { token } : {}),
    });

  beforeAll(async () => {
    t = await makeTestApp();
    const admin = await userNamed(t, 'kunde.admin');
    const retail = await userNamed(t, 'butikk');
    adminCustomerId = admin.customerId;
    ownNumbers = await numbersOf(admin.customerId);
    foreignNumber = (await numbersOf(retail.customerId))[0]!;
  });
  afterAll(() => t.close());

  describe('importCheck', () => {
    it('finds numbers taken in the market and repeated in the file; good rows have no errors', async () => {
      const external = await t.app.db
        .insertInto('externalLocations')
        .values({
          marketId: 'no',
          customerId: adminCustomerId,
          name: 'Ekstern',
          number: freshGln(),
          contactName: '',
          countryId: 'NOR',
          locationId: (
            await t.app.db
              .selectFrom('locations')
              .select('id')
              .where('number', '=', ownNumbers[0]!)
              .executeTakeFirstOrThrow()
          ).id,
        })
        .returning('number')
        .executeTakeFirstOrThrow();
      const repeated = freshGln();
      const rows = [
        locationRow(),
        locationRow({ number: ownNumbers[0]! }),
        locationRow({ number: external.number }),
        locationRow({ number: repeated }),
        locationRow({ number: repeated }),
        locationRow({ number: badCheckDigitGln() }),
      ];
      const answer = await check('kunde.admin', 'locations', rows, 2000);
      expect(answer.status).toBe(200);
      expect(answer.body.data!.errors).toEqual<ImportRowError[]>([
        { row: 2001, field: 'number', message: 'Location number already exists' },
        { row: 2002, field: 'number', message: 'Location number already exists' },
        { row: 2004, field: 'number', message: 'The number appears more than once in the file' },
        { row: 2005, field: 'number', message: 'Invalid GLN: The check digit does not match' },
      ]);
    });

    it("refuses users at another customer's or an unknown location, and login names taken", async () => {
      const rows = [
        userRow(ownNumbers[0]!),
        userRow(foreignNumber),
        userRow('0000000000000'),
        userRow(ownNumbers[0]!, { loginName: 'BUTIKK' }),
        userRow(ownNumbers[0]!, { secondaryLocationNumbers: foreignNumber }),
        userRow(ownNumbers[0]!, { reportLevel: '3' }),
      ];
      const answer = await check('kunde.admin', 'users', rows);
      expect(answer.status).toBe(200);
      expect(answer.body.data!.errors).toEqual<ImportRowError[]>([
        {
          row: 1,
          field: 'locationNumber',
          message: "The locations must be locations of the user's customer",
        },
        { row: 2, field: 'locationNumber', message: 'Location not found' },
        { row: 3, field: 'loginName', message: 'The login name is already taken in this market' },
        {
          row: 4,
          field: 'secondaryLocationNumbers',
          message: "The locations must be locations of the user's customer",
        },
        {
          row: 5,
          field: 'reportLevel',
          message: 'A customer admin may give at most the customer report level',
        },
      ]);
    });

    it('takes at most 1,000 rows a call (400) and refuses a user who is not an admin (403)', async () => {
      const tooMany = await check(
        'kunde.admin',
        'locations',
        Array.from({ length: 1001 }, () => ({ name: 'x' })),
      );
      expect(tooMany.status).toBe(400);
      expect((await check('butikk', 'locations', [locationRow()])).status).toBe(403);
    });
  });

  describe('importApprove', () => {
    it('writes nothing when one row has an error, and answers the errors (400 ImportRowErrors)', async () => {
      const before = await countLocations();
      const answer = await approve('kunde.admin', 'locations', [
        locationRow(),
        locationRow({ number: badCheckDigitGln() }),
        locationRow(),
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        type: 'ImportRowErrors',
        code: 'ImportRowErrors',
        message: 'Some rows have errors',
      });
      expect(answer.body.error!.data).toEqual({
        errors: [{ row: 1, field: 'number', message: 'Invalid GLN: The check digit does not match' }],
      });
      expect(await countLocations()).toBe(before);
    });

    it('writes good locations with their delivery addresses in one go', async () => {
      const rows = [
        locationRow(),
        locationRow({ street: '', postCode: '', city: '' }),
        locationRow({ loadType: 'side' }),
      ];
      const answer = await approve('kunde.admin', 'locations', rows);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ imported: 3 });
      const written = await t.app.db
        .selectFrom('locations')
        .select(['id', 'number', 'customerId', 'typeId', 'hasRamp', 'deliveryBetween', 'loadType'])
        .where(
          'number',
          'in',
          rows.map((row) => row.number!),
        )
        .execute();
      expect(written).toHaveLength(3);
      expect(written.every((location) => location.customerId === adminCustomerId && location.hasRamp)).toBe(
        true,
      );
      expect(written.find((location) => location.number === rows[2]!.number)).toMatchObject({
        typeId: 'GRS',
        loadType: 'side',
        deliveryBetween: '07:00-15:00',
      });
      const addresses = await t.app.db
        .selectFrom('locationAddresses')
        .select(['locationId', 'name', 'postCode'])
        .where(
          'locationId',
          'in',
          written.map((location) => location.id),
        )
        .execute();
      expect(addresses).toHaveLength(2);
      expect(addresses[0]).toMatchObject({ postCode: '0150' });
    });

    it('writes users, each with the welcome mail of the user form', async () => {
      const rows = [
        userRow(ownNumbers[0]!),
        userRow(ownNumbers[1]!, { tasks: 'ORDER', isAdmin: 'ja' }),
        userRow(ownNumbers[0]!, { secondaryLocationNumbers: ownNumbers[1]! }),
      ];
      const answer = await approve('kunde.admin', 'users', rows);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ imported: 3 });
      for (const row of rows) {
        const user = await userNamed(t, row.loginName!);
        expect(user.customerId).toBe(adminCustomerId);
        const mails = await welcomeMailsTo(t, row.email!);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.body).toContain(row.loginName);
      }
      const admin = await t.app.db
        .selectFrom('users')
        .select(['isCustomerAdmin', 'language'])
        .where('loginName', '=', rows[1]!.loginName!)
        .executeTakeFirstOrThrow();
      expect(admin).toEqual({ isCustomerAdmin: true, language: 'en-US' });
    });

    it('writes no user until the admin confirms the number of welcome mails (409 with the count)', async () => {
      const rows = [userRow(ownNumbers[0]!), userRow(ownNumbers[1]!)];
      for (const welcomeMails of [undefined, 1, 3]) {
        const answer = await t.callAs('kunde.admin', 'POST', 'importApprove', {
          body: { kind: 'users', rows, welcomeMails },
        });
        expect(answer.status, `welcomeMails ${welcomeMails}`).toBe(409);
        expect(answer.body.error).toMatchObject({ type: 'ConfirmWelcomeMails', data: { count: 2 } });
      }
      for (const row of rows) expect(await welcomeMailsTo(t, row.email!)).toHaveLength(0);
    });

    it('spreads the welcome mails of a large import, 60 a minute', async () => {
      const rows = Array.from({ length: 121 }, () => userRow(ownNumbers[0]!));
      const answer = await approve('kunde.admin', 'users', rows);
      expect(answer.status).toBe(200);
      const due = await t.app.db
        .selectFrom('emailArchive')
        .select(sql<number>`extract(epoch from next_attempt_at - created_at)::float`.as('delay'))
        .where(
          'toAddress',
          'in',
          rows.map((row) => row.email!),
        )
        .orderBy('id')
        .execute();
      expect(due).toHaveLength(121);
      const minutes = due.map((row) => Math.round(Number(row.delay) / 60));
      expect(minutes.slice(0, 60).every((minute) => minute === 0)).toBe(true);
      expect(minutes.slice(60, 120).every((minute) => minute === 1)).toBe(true);
      expect(minutes[120]).toBe(2);
    });

    it('writes external locations served from the own locations', async () => {
      const rows: ImportRow[] = [
        { name: 'Kunde Ekstern 1', number: freshGln(), countryId: 'Sverige', locationNumber: ownNumbers[0]! },
        {
          name: 'Kunde Ekstern 2',
          number: freshGln(),
          contactName: 'Ola',
          countryId: '',
          locationNumber: ownNumbers[1]!,
        },
      ];
      const answer = await approve('kunde.admin', 'externalLocations', rows);
      expect(answer.status).toBe(200);
      const written = await t.app.db
        .selectFrom('externalLocations')
        .select(['number', 'countryId', 'customerId'])
        .where(
          'number',
          'in',
          rows.map((row) => row.number!),
        )
        .orderBy('name')
        .execute();
      expect(written.map((row) => row.countryId)).toEqual(['SVE', 'NOR']);
      const foreign = await approve('kunde.admin', 'externalLocations', [
        { ...rows[0]!, number: freshGln(), locationNumber: foreignNumber },
      ]);
      expect(foreign.status).toBe(400);
    });

    it('imports into the customer a global admin acts for', async () => {
      const retail = await userNamed(t, 'butikk');
      const token = await t.tokenOf('global');
      const chosen = await t.callAs('global', 'POST', 'status', {
        body: { customerId: retail.customerId },
        token,
      });
      expect(chosen.status).toBe(200);
      const row = locationRow();
      const answer = await approve('global', 'locations', [row], chosen.body.auth?.token ?? token);
      expect(answer.status).toBe(200);
      const written = await t.app.db
        .selectFrom('locations')
        .select('customerId')
        .where('number', '=', row.number!)
        .executeTakeFirstOrThrow();
      expect(written.customerId).toBe(retail.customerId);
    });

    it('refuses a user who is not an admin (403) and writes nothing', async () => {
      const row = locationRow();
      expect((await approve('butikk', 'locations', [row])).status).toBe(403);
      const written = await t.app.db
        .selectFrom('locations')
        .select('id')
        .where('number', '=', row.number!)
        .execute();
      expect(written).toHaveLength(0);
    });
  });
});
