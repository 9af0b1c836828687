import { fitsZipMask } from '../../../domain/shared/post-code.ts';
import type { Kysely } from 'kysely';
import type {
  LocationAddress,
  LocationAddressDelete,
  LocationAddressFields,
  LocationAddressInput,
} from '../../../domain/admin/location-address.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { countryRegions } from '../addresses/service.ts';
import { adminLocation } from './service.ts';

/** The addresses of the acting customer's locations; another customer's are not there. */
const ownAddresses = (db: Kysely<DB>, session: Session) =>
  db
    .selectFrom('locationAddresses as a')
    .innerJoin('locations as l', 'l.id', 'a.locationId')
    .where('l.customerId', '=', session.customerId)
    .where('l.marketId', '=', session.marketId)
    .select([
      'a.id',
      'a.locationId',
      'a.name',
      'a.street',
      'a.countryId',
      'a.postCode as postalCode',
      'a.postPlace',
      'a.version',
    ]);

/** GET locationAddresses: a location's delivery addresses, by name (404 for another customer's). */
export async function listLocationAddresses(
  db: Kysely<DB>,
  session: Session,
  locationId: number,
): Promise<LocationAddress[]> {
  await adminLocation(db, session, locationId);
  return ownAddresses(db, session)
    .where('a.locationId', '=', locationId)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
}

async function ownAddress(db: Kysely<DB>, session: Session, id: number): Promise<LocationAddress> {
  const address = await ownAddresses(db, session).where('a.id', '=', id).executeTakeFirst();
  if (!address) throw notFound(errorMessages.AddressNotFound);
  return address;
}

/** spec §5: the post code has the shape of one of the country's zip mask variants. */
export function postCodeFits(session: Session, { countryId, postalCode }: LocationAddressFields): boolean {
  const country = countryRegions(session.marketId).find((region) => region.id === countryId);
  return country !== undefined && fitsZipMask(postalCode, country.zipCodeMask);
}

/** An address's columns, as the form and the import write them. */
export const addressColumnsOf = (input: LocationAddressFields) => ({
  name: input.name,
  street: input.street,
  countryId: input.countryId,
  postCode: input.postalCode,
  postPlace: input.postPlace,
});

/** A post code that does not fit the country is 400 naming the field. */
function assertPostCodeFits(session: Session, input: LocationAddressInput) {
  if (postCodeFits(session, input)) return;
  const message = errorMessages.PostCodeNotInCountry;
  throw badRequest(message, { issues: [{ field: 'postalCode', message }] });
}

/** The address, locked, at the version the client read. */
async function lockedAddress(trx: Kysely<DB>, session: Session, id: number, version: number) {
  await trx.selectFrom('locationAddresses').select('id').where('id', '=', id).forUpdate().execute();
  const address = await ownAddress(trx, session, id);
  if (address.version !== version) {
    throw new HttpError(409, errorMessages.AddressChanged, 'VersionConflict', address);
  }
  return address;
}

/** POST locationAddress: a new delivery address of the location, or a change at `version`. */
export function saveLocationAddress(
  db: Kysely<DB>,
  session: Session,
  input: LocationAddressInput,
): Promise<LocationAddress> {
  return inTransaction(db, async (trx) => {
    await adminLocation(trx, session, input.locationId);
    assertPostCodeFits(session, input);
    const columns = addressColumnsOf(input);
    let id: number;
    if (input.id === undefined) {
      ({ id } = await trx
        .insertInto('locationAddresses')
        .values({ ...columns, locationId: input.locationId })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      const stored = await lockedAddress(trx, session, input.id, input.version!);
      // An address stays with its location: a different locationId names another address.
      if (stored.locationId !== input.locationId) throw notFound(errorMessages.AddressNotFound);
      ({ id } = await trx
        .updateTable('locationAddresses')
        .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
        .where('id', '=', stored.id)
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    return ownAddress(trx, session, id);
  });
}

/** POST locationAddressDelete: removes the address the client read at `version`. */
export function deleteLocationAddress(
  db: Kysely<DB>,
  session: Session,
  { id, version }: LocationAddressDelete,
): Promise<{ id: number; deleted: true }> {
  return inTransaction(db, async (trx) => {
    await lockedAddress(trx, session, id, version);
    await trx.deleteFrom('locationAddresses').where('id', '=', id).execute();
    return { id, deleted: true as const };
  });
}
