import type { Kysely } from 'kysely';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export const locationNumberTaken = () =>
  new HttpError(409, errorMessages.LocationNumberTaken, 'LocationNumberTaken');

/** PostgreSQL's unique_violation, raised when another request took the number meanwhile. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * spec §5: a location number is unique in the market among locations and external locations alike,
 * whoever's they are. The location being changed may keep its own number.
 */
export async function assertLocationNumberFree(
  db: Kysely<DB>,
  session: Session,
  number: string,
  ownId: number | undefined,
) {
  const taken = await db
    .selectFrom('locations')
    .select('id')
    .where('marketId', '=', session.marketId)
    .where('number', '=', number)
    .$if(ownId !== undefined, (query) => query.where('id', '!=', ownId!))
    .union(
      db
        .selectFrom('externalLocations')
        .select('id')
        .where('marketId', '=', session.marketId)
        .where('number', '=', number),
    )
    .executeTakeFirst();
  if (taken) throw locationNumberTaken();
}
