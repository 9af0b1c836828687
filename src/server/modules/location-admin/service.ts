import type { Kysely } from 'kysely';
import {
  emptyLocationFields,
  globalOnlyLocationFields,
  locationNumberProblem,
  type AdminLocation,
  type AdminLocationFields,
  type AdminLocationInput,
} from '../../../domain/admin/locations.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { assertLocationNumberFree, isUniqueViolation, locationNumberTaken } from './location-number.ts';
import { findAdminLocation } from './queries.ts';

/** A location of the acting customer; another customer's id is not found (404), as an unknown one. */
export async function adminLocation(db: Kysely<DB>, session: Session, id: number): Promise<AdminLocation> {
  const location = await findAdminLocation(db, session, id);
  if (!location) throw notFound(errorMessages.LocationNotFound);
  return location;
}

/**
 * Pooling group and corporate links are the provider's business (issue 17 item 2): a customer admin's
 * save carries them as they are stored (or empty, for a new location). A change is refused (403) rather
 * than dropped, so the caller learns that what they asked for did not happen.
 */
function assertGlobalOnlyFieldsKept(
  session: Session,
  input: AdminLocationFields,
  stored: AdminLocationFields,
) {
  if (session.loginUser.isGlobalAdmin) return;
  const changed = globalOnlyLocationFields.some((field) => input[field] !== stored[field]);
  if (changed) {
    throw new HttpError(403, errorMessages.MayNotSetGlobalLocationFields, 'Forbidden');
  }
}

/** The pooling group and corporate customer named must exist in the market (400 naming the field). */
async function assertLinksExist(db: Kysely<DB>, session: Session, input: AdminLocationFields) {
  if (input.poolingGroupId !== null) {
    const group = await db
      .selectFrom('poolingGroups')
      .select('id')
      .where('id', '=', input.poolingGroupId)
      .where('marketId', '=', session.marketId)
      .executeTakeFirst();
    const message = errorMessages.PoolingGroupNotFound;
    if (!group) throw badRequest(message, { issues: [{ field: 'poolingGroupId', message }] });
  }
  if (input.customerIdCorporate !== null) {
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('id', '=', input.customerIdCorporate)
      .where('marketId', '=', session.marketId)
      .executeTakeFirst();
    const message = errorMessages.CorporateCustomerNotFound;
    if (!customer) throw badRequest(message, { issues: [{ field: 'customerIdCorporate', message }] });
  }
}

/** A location's columns, as the form and the import write them. */
export const locationColumnsOf = (input: AdminLocationFields) => ({
  name: input.name,
  number: input.number,
  externalId: input.externalId || null,
  typeId: input.typeId,
  statusId: input.statusId,
  hasRamp: input.hasRamp,
  needsLift: input.needsLift,
  isDelivery: input.isDelivery,
  deliveryBetween: input.deliveryBetween || null,
  deliveryInstructions: input.deliveryInstructions || null,
  transportInstructions: input.transportInstructions || null,
  emailOrderConfirmed: input.emailOrderConfirmed || null,
  emailPurchaseOrder: input.emailPurchaseOrder || null,
  emailReturnOrder: input.emailReturnOrder || null,
  palletReceiptDays: input.palletReceiptDays,
  loadType: input.loadType,
  poolingGroupId: input.poolingGroupId,
  isCorporate: input.isCorporate,
  customerIdCorporate: input.customerIdCorporate,
});

const versionConflict = (location: AdminLocation) =>
  new HttpError(409, errorMessages.LocationChanged, 'VersionConflict', location);

/** The acting customer's location, locked, at the version the client read. */
export async function lockedAdminLocation(trx: Kysely<DB>, session: Session, id: number, version: number) {
  await trx.selectFrom('locations').select('id').where('id', '=', id).forUpdate().execute();
  const location = await adminLocation(trx, session, id);
  if (location.version !== version) throw versionConflict(location);
  return location;
}

/**
 * POST adminLocation (issue 17 item 2): a new location of the acting customer, or a change of one the
 * client read at `version`. The number is a GLN unique in the market, external locations included.
 */
export function saveAdminLocation(
  db: Kysely<DB>,
  session: Session,
  input: AdminLocationInput,
): Promise<AdminLocation> {
  return inTransaction(db, async (trx) => {
    const stored =
      input.id === undefined ? undefined : await lockedAdminLocation(trx, session, input.id, input.version!);
    assertGlobalOnlyFieldsKept(session, input, stored ?? emptyLocationFields);
    const numberProblem = locationNumberProblem(input.number, stored?.number ?? null);
    if (numberProblem)
      throw badRequest(numberProblem, { issues: [{ field: 'number', message: numberProblem }] });
    await assertLinksExist(trx, session, input);
    await assertLocationNumberFree(trx, session, input.number, input.id);

    const columns = locationColumnsOf(input);
    const write =
      stored === undefined
        ? trx
            .insertInto('locations')
            .values({ ...columns, marketId: session.marketId, customerId: session.customerId })
            .returning('id')
            .executeTakeFirstOrThrow()
        : trx
            .updateTable('locations')
            .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
            .where('id', '=', stored.id)
            .returning('id')
            .executeTakeFirstOrThrow();
    const { id } = await write.catch((error: unknown) => {
      throw isUniqueViolation(error) ? locationNumberTaken() : error;
    });
    return adminLocation(trx, session, id);
  });
}
