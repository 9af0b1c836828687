import type { AdminLocation, AdminLocationFields } from '../../../src/domain/admin/locations.ts';
import { emptyLocationFields } from '../../../src/domain/admin/locations.ts';
import type { LocationAddressFields } from '../../../src/domain/admin/location-address.ts';
import { glnWithCheckDigit } from '../../../src/domain/shared/gln.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let serial = 0;

/** A valid GLN no seeded location has: the 7-prefix is not used by the demo data. */
export function freshGln(): string {
  serial += 1;
  return glnWithCheckDigit(
    `779${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(6, '0')}`,
  );
}

/** A GLN with a wrong check digit. */
export function badCheckDigitGln(): string {
  const gln = freshGln();
  return `${gln.slice(0, -1)}${(Number(gln.at(-1)) + 1) % 10}`;
}

export const makeLocationInput = (overrides: Partial<AdminLocationFields> = {}): AdminLocationFields => ({
  ...emptyLocationFields,
  name: `Testlager ${serial + 1}`,
  number: freshGln(),
  typeId: 'GRS',
  hasRamp: true,
  deliveryBetween: '07:00-15:00',
  deliveryInstructions: 'Ring på porten',
  emailOrderConfirmed: 'ordre@example.com, lager@example.com',
  palletReceiptDays: [1, 3],
  loadType: 'rear',
  ...overrides,
});

export const makeAddressInput = (overrides: Partial<LocationAddressFields> = {}): LocationAddressFields => ({
  name: 'Hovedinngang',
  street: 'Karl Johans gate 1',
  countryId: 'NOR',
  postalCode: '0150',
  postPlace: 'OSLO',
  ...overrides,
});

/** Creates a location as `login` and returns it, failing loudly otherwise. */
export async function createLocation(
  t: TestApp,
  login: string,
  overrides: Partial<AdminLocationFields> = {},
): Promise<AdminLocation> {
  const answer = await t.callAs<AdminLocation>(login, 'POST', 'adminLocation', {
    body: makeLocationInput(overrides),
  });
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`adminLocation as ${login}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  }
  return answer.body.data;
}
