import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema.ts';

/** Orders whose movements go through the trigger, to measure what it costs per movement. */
const sampleOrders = 20_000;

/**
 * The balance movements of the bulk orders (bulk-orders.ts): each line out of the order's from location
 * and into its to location, at a time spread over the last 13 months, inserted in time order as the
 * dock would. A sample goes through the statement-level trigger of migration 0019; for the rest the
 * insert trigger is disabled and movement_months filled with one INSERT … SELECT … GROUP BY of the same
 * sums (six million movements through the trigger take about 17 minutes on the 2-core bench machine).
 * Dispatching washing orders (HE, RO) get a fill degree first.
 */
export async function insertReportMovements(db: Kysely<DB>, log: (line: string) => void) {
  await sql`update transactions set fill_degree = 0.5 + (id % 60) / 100.0
             where order_no like 'B-%' and transaction_type_id in ('HE', 'RO')`.execute(db);
  const bounds = await sql<{ low: number; high: number }>`
    select min(id) as low, max(id) as high from transactions where order_no like 'B-%'`.execute(db);
  const low = bounds.rows[0]!.low;
  const movements = (fromId: number, toId: number) => sql`
    insert into balance_movements (location_id, product_id, treatment_id, quality_id, quantity, kind, transaction_id, created_at)
    select case when k.kind = 'sent' then o.location_id_from else o.location_id_to end,
           l.product_id, l.treatment_id, l.quality_id,
           case when k.kind = 'sent' then -l.quantity_ordered else l.quantity_ordered end,
           k.kind, o.id,
           now() - make_interval(days => (o.id * 37) % 395, secs => (o.id * 13) % 86400)
             + case when k.kind = 'received' then interval '1 hour' else interval '0' end
      from transactions o
      join transaction_lines l on l.transaction_id = o.id
      cross join (values ('sent'), ('received')) k(kind)
     where o.order_no like 'B-%' and o.id between ${fromId} and ${toId}
     order by 8
  `;
  const high = bounds.rows[0]!.high;
  const sampleHigh = Math.min(low + sampleOrders - 1, high);
  let started = performance.now();
  await movements(low, sampleHigh).execute(db);
  const sampleSeconds = (performance.now() - started) / 1000;
  const sampleCount = (sampleHigh - low + 1) * 6;
  log(`trigger sample: ${sampleCount} movements in ${sampleSeconds.toFixed(1)} s`);

  started = performance.now();
  await sql`alter table balance_movements disable trigger balance_movements_inserted_to_months`.execute(db);
  await movements(sampleHigh + 1, high).execute(db);
  await sql`alter table balance_movements enable trigger balance_movements_inserted_to_months`.execute(db);
  const bulkSeconds = (performance.now() - started) / 1000;
  log(`bulk movements without the trigger: ${bulkSeconds.toFixed(0)} s`);
  started = performance.now();
  await sql`
    insert into movement_months as mm (location_id, month, product_id, treatment_id, quality_id,
        counterpart_location_id, transaction_type_id, kind, quantity_in, quantity_out, amount,
        fill_weighted, fill_pallets, movements)
    select bm.location_id, date_trunc('month', bm.created_at at time zone 'UTC')::date,
           bm.product_id, bm.treatment_id, bm.quality_id,
           case when t.location_id_from = bm.location_id then t.location_id_to else t.location_id_from end,
           t.transaction_type_id, bm.kind,
           sum(greatest(bm.quantity, 0)), sum(greatest(-bm.quantity, 0)), sum(coalesce(l.amount, 0)),
           coalesce(sum(t.fill_degree * abs(bm.quantity)) filter (where bm.kind = 'sent'), 0),
           coalesce(sum(abs(bm.quantity)) filter (where bm.kind = 'sent' and t.fill_degree is not null), 0),
           count(*)
      from balance_movements bm
      join transactions t on t.id = bm.transaction_id
      left join transaction_lines l on l.transaction_id = bm.transaction_id and l.product_id = bm.product_id
            and l.treatment_id = bm.treatment_id and l.quality_id = bm.quality_id
     where t.order_no like 'B-%' and t.id > ${sampleHigh}
     group by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (location_id, month, product_id, treatment_id, quality_id, counterpart_location_id,
                 transaction_type_id, kind)
    do update set quantity_in = mm.quantity_in + excluded.quantity_in,
                  quantity_out = mm.quantity_out + excluded.quantity_out,
                  amount = mm.amount + excluded.amount,
                  fill_weighted = mm.fill_weighted + excluded.fill_weighted,
                  fill_pallets = mm.fill_pallets + excluded.fill_pallets,
                  movements = mm.movements + excluded.movements
  `.execute(db);
  const groupSeconds = (performance.now() - started) / 1000;
  log(`movement_months by GROUP BY: ${groupSeconds.toFixed(0)} s`);
  await sql`vacuum (analyze)`.execute(db);
  const micros = (sampleSeconds * 1e6) / sampleCount;
  return {
    sampleCount,
    sampleSeconds,
    bulkSeconds,
    groupSeconds,
    note:
      `${sampleCount.toLocaleString('en')} movements through the statement-level trigger of migration 0019 in ` +
      `${sampleSeconds.toFixed(1)} s (${micros.toFixed(0)} µs per movement with its indexes and aggregate); the rest ` +
      `with the insert trigger disabled (${bulkSeconds.toFixed(0)} s) and movement_months filled by one ` +
      `INSERT … SELECT … GROUP BY (${groupSeconds.toFixed(0)} s)`,
  };
}
