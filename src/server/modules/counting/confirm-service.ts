import { sql, type Kysely } from 'kysely';
import type { CountingReport } from '../../../domain/counting/counting-report.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { changeableReport } from './counting-access.ts';
import { countingConflict, lockReport } from './locked-report.ts';
import { countingReportRows } from './queries.ts';

const refusalMessages = {
  AlreadyConfirmed: 'The counting report is already confirmed',
  VersionConflict: 'The counting report was changed by someone else',
} as const;

/** Advisory lock space of the confirms (the migration lock uses the one-key space). */
const confirmLockSpace = 74_117_011;

type Choice = { locationId: number; productId: string; treatmentId: string; qualityId: string };

/**
 * Confirms of the same location and product choice wait for each other: each reads the balance the
 * previous one left, so two confirms cannot both correct the same balance.
 */
async function lockChoice(trx: Kysely<DB>, choice: Choice) {
  const key = `${choice.locationId}|${choice.productId}|${choice.treatmentId}|${choice.qualityId}`;
  await sql`select pg_advisory_xact_lock(${confirmLockSpace}, hashtext(${key}))`.execute(trx);
}

/** The choice's balance at the location, and the last movement it is made of (0 if none). */
async function balanceOf(trx: Kysely<DB>, choice: Choice) {
  return trx
    .selectFrom('balanceMovements')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('balance'),
      eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('lastMovementId'),
    ])
    .where('locationId', '=', choice.locationId)
    .where('productId', '=', choice.productId)
    .where('treatmentId', '=', choice.treatmentId)
    .where('qualityId', '=', choice.qualityId)
    .executeTakeFirstOrThrow();
}

/**
 * POST countingReportConfirm (issue 7 item 3): the count becomes the balance. The difference is taken
 * against the balance as it is now — what the server received or sent since the count is not undone
 * (issue 7 item 5) — recorded on the report and booked as one 'adjustment' movement (none when 0).
 */
export async function confirmCountingReport(
  db: Kysely<DB>,
  session: Session,
  target: { id: number; version: number },
): Promise<CountingReport> {
  await changeableReport(db, session, target.id);
  return inTransaction(db, async (trx) => {
    const { row, refusal } = await lockReport(trx, session.marketId, target.id, target.version);
    if (refusal) {
      throw await countingConflict(trx, session, row.id, refusal, refusalMessages[refusal]);
    }
    await lockChoice(trx, row);
    const { balance } = await balanceOf(trx, row);
    const difference = row.countedVolume - balance;
    if (difference !== 0) {
      await trx
        .insertInto('balanceMovements')
        .values({
          locationId: row.locationId,
          productId: row.productId,
          treatmentId: row.treatmentId,
          qualityId: row.qualityId,
          quantity: difference,
          kind: 'adjustment',
          countingReportId: row.id,
          createdBy: session.actingUser.id,
        })
        .execute();
    }
    const { lastMovementId } = await balanceOf(trx, row);
    await trx
      .updateTable('countingReports')
      .set((eb) => ({
        confirmed: true,
        // The clock, not the transaction's start: confirms of a choice follow each other in this order.
        confirmedAt: sql<Date>`clock_timestamp()`,
        confirmedBy: session.actingUser.id,
        balanceAtConfirm: balance,
        differenceAtConfirm: difference,
        lastMovementId,
        updatedAt: sql<Date>`now()`,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', row.id)
      .execute();
    const [confirmed] = await countingReportRows(trx, session, { ids: [row.id] });
    return confirmed!;
  });
}
