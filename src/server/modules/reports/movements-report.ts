import { sql } from 'kysely';
import { transactionsPageSize, type ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { MovementPage, MovementRow } from '../../../domain/reports/report-rows.ts';
import { localizedName } from '../reference/localized-name.ts';
import { inLocations } from './report-scope.ts';
import { andEquals, periodOf, reportLocations, type ReportContext } from './report-context.ts';

interface MovementSqlRow extends Omit<MovementRow, 'date'> {
  createdAt: Date | string;
  /** created_at as PostgreSQL prints it, to the microsecond: the keyset of the next batch. */
  cursor: string;
}

/** Where a batch of movements continues: after this (created_at, id), newest first. */
export interface MovementCursor {
  createdAt: string;
  id: number;
}

const toRow = ({ createdAt, cursor: _cursor, ...row }: MovementSqlRow): MovementRow => ({
  ...row,
  date: new Date(createdAt).toISOString(),
});

/**
 * The single balance movements of the filter, newest first: created in the period at a location of
 * the reach, of the product, with the counterpart (the order's other location). Read through
 * balance_movements' (location_id, created_at desc, id desc) and (created_at desc, id desc) indexes
 * (migration 0020), never by scanning orders.
 */
function movementQuery(
  context: ReportContext,
  filter: ReportFilter,
  page: { limit: number; offset?: number; after?: MovementCursor },
) {
  const ids = reportLocations(context, filter);
  const period = periodOf(filter);
  const counterpart = sql`case when t.location_id_from = bm.location_id then t.location_id_to else t.location_id_from end`;
  return sql<MovementSqlRow>`
    select bm.id, bm.created_at, bm.created_at::text as cursor, bm.kind, bm.quantity,
           bm.location_id, l.name as location_name, l.number as location_number, c.name as customer_name,
           bm.product_id, bm.treatment_id, bm.quality_id,
           ${localizedName('p.names', context.language)} as product_name,
           ${localizedName('tr.names', context.language)} as treatment_name,
           ${localizedName('q.names', context.language)} as quality_name,
           bm.transaction_id, t.order_no, t.transaction_type_id, cp.name as counterpart_name
      from balance_movements bm
      join locations l on l.id = bm.location_id
      join customers c on c.id = l.customer_id
      join products p on p.id = bm.product_id
      join treatments tr on tr.id = bm.treatment_id
      join qualities q on q.id = bm.quality_id
      left join transactions t on t.id = bm.transaction_id
      left join locations cp on cp.id = ${counterpart}
     where ${inLocations('bm.location_id', ids)}
       and bm.created_at >= ${period.start}::timestamptz and bm.created_at < ${period.end}::timestamptz
       ${andEquals('bm.product_id', filter.productId)}
       ${filter.counterpartId === undefined ? sql`` : sql`and t.id is not null and ${counterpart} = ${filter.counterpartId}`}
       ${page.after ? sql`and (bm.created_at, bm.id) < (${page.after.createdAt}::timestamptz, ${page.after.id})` : sql``}
     order by bm.created_at desc, bm.id desc
     limit ${page.limit} ${page.offset ? sql`offset ${page.offset}` : sql``}
  `.execute(context.db);
}

/** How many movements the filter holds, from the monthly aggregates (their `movements` count). */
async function movementCount(context: ReportContext, filter: ReportFilter): Promise<number> {
  const ids = reportLocations(context, filter);
  const period = periodOf(filter);
  const result = await sql<{ total: number | null }>`
    select sum(mm.movements)::int as total
      from movement_months mm
     where ${inLocations('mm.location_id', ids)}
       and mm.month between ${period.fromMonth}::date and ${period.toMonth}::date
       ${andEquals('mm.product_id', filter.productId)}
       ${andEquals('mm.counterpart_location_id', filter.counterpartId)}
  `.execute(context.db);
  return result.rows[0]?.total ?? 0;
}

/** GET reportMovements: a page of the single movements behind the transactions report. */
export async function movementPage(
  context: ReportContext,
  filter: ReportFilter & { page: number },
): Promise<MovementPage> {
  const [result, total] = await Promise.all([
    movementQuery(context, filter, {
      limit: transactionsPageSize,
      offset: (filter.page - 1) * transactionsPageSize,
    }),
    movementCount(context, filter),
  ]);
  return { rows: result.rows.map(toRow), page: filter.page, pageSize: transactionsPageSize, total };
}

/** Every movement of the filter, newest first, in keyset batches (the transactions export). */
export async function* allMovements(
  context: ReportContext,
  filter: ReportFilter,
  batchSize = 5000,
): AsyncGenerator<MovementRow[]> {
  let after: MovementCursor | undefined;
  for (;;) {
    const { rows } = await movementQuery(context, filter, { limit: batchSize, ...(after ? { after } : {}) });
    if (rows.length > 0) yield rows.map(toRow);
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.cursor, id: last.id };
  }
}
