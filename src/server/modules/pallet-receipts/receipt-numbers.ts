import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The next receipt no. of the market: 'K', the year and a 6-digit running number that starts again
 * each year (K2026000001). One upsert takes it under the counter row's lock, so concurrent receipts
 * wait for each other's commit and never share a number.
 */
export async function nextReceiptNo(trx: Kysely<DB>, marketId: string): Promise<string> {
  const counter = await trx
    .insertInto('palletReceiptCounters')
    .values({ marketId, year: sql<number>`extract(year from current_date)::integer`, lastNo: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['marketId', 'year'])
        .doUpdateSet({ lastNo: sql<number>`pallet_receipt_counters.last_no + 1` }),
    )
    .returning(['year', 'lastNo'])
    .executeTakeFirstOrThrow();
  return `K${counter.year}${String(counter.lastNo).padStart(6, '0')}`;
}
