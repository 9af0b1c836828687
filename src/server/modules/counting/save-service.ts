import { sql, type Kysely } from 'kysely';
import {
  countingSaveFailedMessage,
  type CountingReport,
  type CountingReportInput,
} from '../../../domain/counting/counting-report.ts';
import { productKey, type ProductChoiceIds } from '../../../domain/products/product-key.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { changeableReport, countableLocations, mayNotCountMessage } from './counting-access.ts';
import { countingConflict, lockReport } from './locked-report.ts';
import { countingReportRows } from './queries.ts';

/**
 * Any refusal of a batch (spec §8 'Error saving one or more counting reports'): the status and type
 * of what went wrong, the index of the failing report and the field, in `data.issues` as for a 400.
 */
function batchError(statusCode: number, type: string, index: number, field: string, message: string) {
  const issues = [{ field: `reports.${index}${field ? `.${field}` : ''}`, message }];
  return new HttpError(statusCode, countingSaveFailedMessage, type, { index, issues });
}

const invalid = (index: number, field: string, message: string) =>
  batchError(400, 'ValidationError', index, field, message);

/** Each report's product choice as stored (ids in their stored case); an unknown one fails the batch. */
async function storedChoices(db: Kysely<DB>, reports: readonly CountingReportInput[]) {
  const productIds = [...new Set(reports.map((report) => report.productId.toUpperCase()))];
  const choices = await db
    .selectFrom('productChoices')
    .select(['productId', 'treatmentId', 'qualityId'])
    .where((eb) => eb(eb.fn('upper', ['productId']), 'in', productIds))
    .execute();
  const byKey = new Map(choices.map((choice) => [productKey(choice), choice]));
  return reports.map((report, index): ProductChoiceIds => {
    const choice = byKey.get(productKey(report));
    if (!choice) throw invalid(index, '', 'is not a product choice');
    return choice;
  });
}

/** Checks made before the transaction, so a session without rights never waits for a row lock. */
async function assertMayChange(db: Kysely<DB>, session: Session, reports: readonly CountingReportInput[]) {
  const countable = await countableLocations(
    db,
    session,
    reports.map((report) => report.locationId),
  );
  const seen = new Set<number>();
  for (const [index, report] of reports.entries()) {
    if (!countable.has(report.locationId)) {
      throw batchError(403, 'Forbidden', index, 'locationId', mayNotCountMessage);
    }
    if (report.id === undefined) continue;
    if (report.version === undefined) throw invalid(index, 'version', 'is required to change a report');
    if (seen.has(report.id)) throw invalid(index, 'id', 'is repeated in the batch');
    seen.add(report.id);
    const stored = await changeableReport(db, session, report.id).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      throw batchError(error.statusCode, error.type, index, 'id', error.message);
    });
    if (stored.locationId !== report.locationId) {
      throw invalid(index, 'locationId', 'a counting report stays at its location');
    }
  }
}

/** Locks the recounted reports in id order (so two batches cannot deadlock); a refused one fails all. */
async function lockRecounts(trx: Kysely<DB>, session: Session, reports: readonly CountingReportInput[]) {
  const recounts = reports
    .flatMap((report, index) => (report.id === undefined ? [] : [{ ...report, id: report.id, index }]))
    .sort((a, b) => a.id - b.id);
  for (const recount of recounts) {
    const { refusal } = await lockReport(trx, session.marketId, recount.id, recount.version ?? 0);
    if (!refusal) continue;
    const [field, message] =
      refusal === 'AlreadyConfirmed'
        ? ['id', 'is already confirmed']
        : ['version', 'was changed by someone else'];
    const { data } = batchError(409, refusal, recount.index, field, message);
    throw await countingConflict(
      trx,
      session,
      recount.id,
      refusal,
      countingSaveFailedMessage,
      data as object,
    );
  }
}

/** Stores one count: a new report, or a recount registered anew (by whoever changed it, now). */
async function writeReport(
  trx: Kysely<DB>,
  session: Session,
  report: CountingReportInput,
  choice: ProductChoiceIds,
): Promise<number> {
  const values = {
    ...choice,
    countedVolume: report.countedVolume,
    registeredBy: session.actingUser.id,
    actingFor: session.isImpersonating ? session.loginUser.id : null,
  };
  if (report.id === undefined) {
    const created = await trx
      .insertInto('countingReports')
      .values({ ...values, marketId: session.marketId, locationId: report.locationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }
  await trx
    .updateTable('countingReports')
    .set((eb) => ({
      ...values,
      registeredAt: sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', report.id)
    .execute();
  return report.id;
}

/**
 * POST countingReports (issue 7 item 3): new counts and recounts of unconfirmed reports, all in one
 * transaction — one refused report and nothing is saved. Answers the saved reports in the order they
 * were sent.
 */
export async function saveCountingReports(
  db: Kysely<DB>,
  session: Session,
  reports: readonly CountingReportInput[],
): Promise<CountingReport[]> {
  const choices = await storedChoices(db, reports);
  await assertMayChange(db, session, reports);
  return inTransaction(db, async (trx) => {
    await lockRecounts(trx, session, reports);
    const ids: number[] = [];
    for (const [index, report] of reports.entries()) {
      ids.push(await writeReport(trx, session, report, choices[index]!));
    }
    const rows = await countingReportRows(trx, session, { ids });
    const saved = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => saved.get(id)!);
  });
}
