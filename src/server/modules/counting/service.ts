import { sql, type Kysely } from 'kysely';
import {
  countingDeleteFailedMessage,
  type CountingReport,
} from '../../../domain/counting/counting-report.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { assertMayReadCounts, changeableReport } from './counting-access.ts';
import { countingConflict, lockReport } from './locked-report.ts';
import { countingReportRows } from './queries.ts';

export const countingDeletedMessage = 'Counting report deleted';

/** GET countingReports?locationId= (issue 7 item 3): the location's counts that are not deleted. */
export async function listCountingReports(
  db: Kysely<DB>,
  session: Session,
  locationId: number,
): Promise<CountingReport[]> {
  await assertMayReadCounts(db, session, locationId);
  return countingReportRows(db, session, { locationId });
}

/**
 * POST countingReportDelete (spec §8 'Could not delete counting report'): an unconfirmed report at
 * the version the client saw is kept but marked deleted; a confirmed one has corrected the balance
 * and stays.
 */
export async function deleteCountingReport(
  db: Kysely<DB>,
  session: Session,
  target: { id: number; version: number },
): Promise<{ message: string }> {
  await changeableReport(db, session, target.id);
  return inTransaction(db, async (trx) => {
    const { refusal } = await lockReport(trx, session.marketId, target.id, target.version);
    if (refusal) {
      throw await countingConflict(trx, session, target.id, refusal, countingDeleteFailedMessage);
    }
    await trx
      .updateTable('countingReports')
      .set((eb) => ({
        deletedAt: sql<Date>`now()`,
        updatedAt: sql<Date>`now()`,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', target.id)
      .execute();
    return { message: countingDeletedMessage };
  });
}
