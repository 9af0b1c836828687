import { describe, expect, it } from 'vitest';
import { importFields } from '../../../src/domain/admin/import/import-fields.ts';
import { importRowProblems, mapRows, suggestMapping } from '../../../src/domain/admin/import/import-rows.ts';
import { locationRowInput } from '../../../src/domain/admin/import/location-row.ts';
import { defaultImportContext } from '../../../src/domain/admin/import/import-context.ts';
import { parseYesNo } from '../../../src/domain/admin/import/import-values.ts';
import { userRowInput } from '../../../src/domain/admin/import/user-row.ts';
import { glnWithCheckDigit } from '../../../src/domain/shared/gln.ts';

const gln = (serial: number) => glnWithCheckDigit(`7000000${String(serial).padStart(5, '0')}`);
const badGln = (serial: number) => {
  const good = gln(serial);
  return `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
};

const locationRow = (overrides: Record<string, string> = {}) => ({
  name: 'Lager Nord',
  number: gln(1),
  type: 'GRS',
  hasRamp: 'ja',
  deliveryFrom: '7:00',
  deliveryTo: '15:00',
  palletReceiptDays: '1, 3',
  street: 'Karl Johans gate 1',
  postCode: '0150',
  city: 'OSLO',
  ...overrides,
});

describe('import mapping (issue 17 item 8)', () => {
  it('suggests columns from header names in the market languages, each column once', () => {
    const mapping = suggestMapping('locations', ['Navn', 'GLN', 'Postnr.', 'Poststed', 'Rampe', 'Ukjent']);
    expect(mapping).toMatchObject({ name: 0, number: 1, postCode: 2, city: 3, hasRamp: 4, externalId: null });
    expect(Object.keys(mapping)).toEqual(importFields.locations.map((field) => field.key));

    const users = suggestMapping('users', ['Brukernavn', 'E-post', 'Namn', 'Lokasjonsnummer']);
    expect(users).toMatchObject({ loginName: 0, email: 1, name: 2, locationNumber: 3 });
  });

  it('maps cells to rows by the mapping, trimmed, unmapped fields empty', () => {
    const rows = mapRows('externalLocations', [[' Kunde AS ', '123', 'x']], {
      name: 0,
      number: 1,
      countryId: null,
    });
    expect(rows).toEqual([
      { name: 'Kunde AS', number: '123', contactName: '', countryId: '', locationNumber: '' },
    ]);
  });
});

describe('import row rules', () => {
  it.each([
    ['yes', true],
    ['Ja', true],
    ['X', true],
    ['1', true],
    ['kyllä', true],
    ['TRUE', true],
    ['nei', false],
    ['nej', false],
    ['ei', false],
    ['0', false],
    ['', false],
    ['maybe', undefined],
  ])('reads yes/no cell %j as %j', (text, expected) => {
    expect(parseYesNo(text)).toBe(expected);
  });

  it('converts a good location row to the form fields with its address, without problems', () => {
    const conversion = locationRowInput(locationRow(), defaultImportContext);
    expect(conversion).toMatchObject({
      ok: true,
      value: {
        fields: { typeId: 'GRS', hasRamp: true, deliveryBetween: '07:00-15:00', palletReceiptDays: [1, 3] },
        address: { name: 'Lager Nord', countryId: 'NOR', postalCode: '0150', postPlace: 'OSLO' },
      },
    });
    expect(importRowProblems('locations', [locationRow()])).toEqual([]);
  });

  it('names a bad GLN, a bad yes/no and a missing name on their fields', () => {
    const errors = importRowProblems('locations', [
      locationRow(),
      locationRow({ number: badGln(2), hasRamp: 'kanskje', name: '' }),
    ]);
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 1, field: 'number', message: 'Invalid GLN: The check digit does not match' },
        { row: 1, field: 'hasRamp', message: 'hasRamp must be yes or no' },
        { row: 1, field: 'name', message: 'name is required' },
      ]),
    );
    expect(errors.every((error) => error.row === 1)).toBe(true);
  });

  it('marks the later row of a number or login name repeated in the file', () => {
    const locations = importRowProblems(
      'locations',
      [locationRow(), locationRow({ name: 'Other' }), locationRow({ number: gln(3) })],
      defaultImportContext,
      1000,
    );
    expect(locations).toEqual([
      { row: 1001, field: 'number', message: 'The number appears more than once in the file' },
    ]);

    const user = { name: 'Kari', email: 'kari@example.com', locationNumber: gln(1) };
    const users = importRowProblems('users', [
      { ...user, loginName: 'kari' },
      { ...user, loginName: 'KARI' },
    ]);
    expect(users).toEqual([
      { row: 1, field: 'loginName', message: 'The login name appears more than once in the file' },
    ]);
  });

  it('reads a user row: language, admin flag, tasks and secondary locations', () => {
    const conversion = userRowInput(
      {
        name: 'Kari Nordmann',
        loginName: 'kari.n',
        email: 'kari@example.com',
        language: 'sv',
        isAdmin: 'x',
        locationNumber: gln(1),
        secondaryLocationNumbers: `${gln(2)}; ${gln(1)}`,
        tasks: 'order, reports',
        reportLevel: '1',
      },
      defaultImportContext,
    );
    expect(conversion).toMatchObject({
      ok: true,
      value: {
        fields: {
          language: 'sv-SE',
          isCustomerAdmin: true,
          tasks: ['ORDER', 'REPORTS'],
          reportLevel: 1,
          isActive: true,
        },
        locationNumber: gln(1),
        secondaryLocationNumbers: [gln(2)],
      },
    });
    const bad = importRowProblems('users', [
      { name: 'X', loginName: 'a b', email: 'nope', locationNumber: '', tasks: 'FLY' },
    ]);
    expect(bad.map((error) => error.field).sort()).toEqual(['email', 'locationNumber', 'loginName', 'tasks']);
  });

  it('needs both ends of the delivery window and a known load type', () => {
    const errors = importRowProblems('locations', [locationRow({ deliveryTo: '', loadType: 'crane' })]);
    expect(errors.map((error) => error.field).sort()).toEqual(['deliveryTo', 'loadType']);
  });
});
