import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { countingNotFoundMessage } from './counting-access.ts';
import { countingReportRows } from './queries.ts';

/** Why a report cannot be changed: it is confirmed, or someone changed it since the client saw it. */
export type CountingRefusal = 'AlreadyConfirmed' | 'VersionConflict';

/**
 * The report's row, locked for the rest of the transaction, and whether it refuses a change made at
 * `version`. A confirmed report is refused whatever the version: a count is final once confirmed.
 */
export async function lockReport(trx: Kysely<DB>, marketId: string, id: number, version: number) {
  const row = await trx
    .selectFrom('countingReports')
    .selectAll()
    .where('id', '=', id)
    .where('marketId', '=', marketId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(countingNotFoundMessage);
  const refusal: CountingRefusal | null = row.confirmed
    ? 'AlreadyConfirmed'
    : row.version !== version
      ? 'VersionConflict'
      : null;
  return { row, refusal };
}

/**
 * A 409 whose `data` is the report as it is now, so the client can show what changed (the pattern of
 * orders/order-access.ts versionConflict), with whatever else the caller adds (a batch's index).
 */
export async function countingConflict(
  trx: Kysely<DB>,
  session: Session,
  id: number,
  refusal: CountingRefusal,
  message: string,
  extra: object = {},
): Promise<HttpError> {
  const [current] = await countingReportRows(trx, session, { ids: [id] });
  return new HttpError(409, message, refusal, { ...current, ...extra });
}
