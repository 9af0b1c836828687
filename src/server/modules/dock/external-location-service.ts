import type { Kysely } from 'kysely';
import {
  locationNumberTakenMessage,
  type ExternalLocation,
  type ExternalLocationInput,
} from '../../../domain/dock/external-location.ts';
import { dockCallTask } from '../../../domain/tasks/call-tasks.ts';
import { assertActingTask } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import { hasRole } from '../../http/access.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';

export const numberTaken = () => new HttpError(409, locationNumberTakenMessage, 'LocationNumberTaken');

/** PostgreSQL's unique_violation, raised when another request took the number meanwhile. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The acting customer's external locations with the own location each is served from. */
export function externalLocations(db: Kysely<DB>, session: Session) {
  return db
    .selectFrom('externalLocations as e')
    .innerJoin('locations as l', 'l.id', 'e.locationId')
    .select([
      'e.id',
      'e.name',
      'e.number',
      'e.contactName',
      'e.countryId',
      'e.locationId',
      'l.name as locationName',
      'l.number as locationNo',
      'e.version',
    ])
    .where('e.customerId', '=', session.customerId)
    .where('e.marketId', '=', session.marketId);
}

/** GET externalLocations: the acting customer's places outside the portal, by name (spec §3). */
export function listExternalLocations(db: Kysely<DB>, session: Session): Promise<ExternalLocation[]> {
  return externalLocations(db, session).orderBy('e.name').orderBy('e.id').execute();
}

/**
 * spec §5: a location number is unique in the market, among locations and external locations alike;
 * exceptId is the external location being changed, whose own number is no clash.
 */
export async function isNumberTaken(db: Kysely<DB>, session: Session, number: string, exceptId = 0) {
  const taken = await db
    .selectFrom('locations')
    .select('id')
    .where('marketId', '=', session.marketId)
    .where('number', '=', number)
    .union(
      db
        .selectFrom('externalLocations')
        .select('id')
        .where('marketId', '=', session.marketId)
        .where('number', '=', number)
        .where('id', '<>', exceptId),
    )
    .executeTakeFirst();
  return taken !== undefined;
}

/** The own location an external location is served from: another customer's is 403, an unknown one 404. */
export async function assertOwnLocation(db: Kysely<DB>, session: Session, locationId: number) {
  const location = await db
    .selectFrom('locations')
    .select('customerId')
    .where('id', '=', locationId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!location) throw notFound('Location not found');
  if (location.customerId !== session.customerId) {
    throw forbidden('An external location must be served from one of your own locations');
  }
}

/**
 * POST externalLocation (Delivery tab, SHIPMENT task): a new external location of the acting customer,
 * served from one of its own locations (another customer's is 403, an unknown one 404). A number in use is 409 'Location number
 * already exists', also when a concurrent request took it first (the unique index, migration 0009).
 */
export async function createExternalLocation(
  db: Kysely<DB>,
  session: Session,
  input: ExternalLocationInput,
): Promise<ExternalLocation> {
  // Admins keep the register from Company → External locations whatever their menu (spec §6).
  if (!hasRole(session, 'customerAdmin')) {
    await assertActingTask(db, session, dockCallTask.externalLocation);
  }
  await assertOwnLocation(db, session, input.locationId);
  if (await isNumberTaken(db, session, input.number)) throw numberTaken();
  const created = await db
    .insertInto('externalLocations')
    .values({ ...input, marketId: session.marketId, customerId: session.customerId })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? numberTaken() : error;
    });
  return externalLocations(db, session).where('e.id', '=', created.id).executeTakeFirstOrThrow();
}
