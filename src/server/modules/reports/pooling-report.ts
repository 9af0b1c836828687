import { sql, type RawBuilder } from 'kysely';
import type { ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { PoolingReport, PoolingRow } from '../../../domain/reports/report-rows.ts';
import {
  andEquals,
  periodOf,
  reportLocations,
  sumOf,
  type Period,
  type ReportContext,
} from './report-context.ts';
import { inLocations } from './report-scope.ts';

interface LastCount {
  lastCountDate: string | null;
  lastCounted: number | null;
  lastCountDifference: number | null;
}

/**
 * The last confirmed count of each location of `places` (a CTE with `id`) on or before the period's
 * end: per product choice its newest confirmed count, summed; the date is the newest of them (UTC).
 * The difference is what each count found against the balance when it was confirmed.
 */
export function lastCountsSql(period: Period, productId: string | undefined): RawBuilder<unknown> {
  return sql`
    counts as (
      select distinct on (cr.location_id, cr.product_id, cr.treatment_id, cr.quality_id)
             cr.location_id, cr.confirmed_at, cr.counted_volume, cr.difference_at_confirm
        from counting_reports cr
       where cr.location_id in (select id from places)
         and cr.confirmed and cr.deleted_at is null
         and cr.confirmed_at < ${period.end}::timestamptz
         ${andEquals('cr.product_id', productId)}
       order by cr.location_id, cr.product_id, cr.treatment_id, cr.quality_id, cr.confirmed_at desc, cr.id desc
    ), last_counts as (
      select location_id, to_char(max(confirmed_at) at time zone 'UTC', 'YYYY-MM-DD') as last_count_date,
             sum(counted_volume)::int as last_counted, sum(coalesce(difference_at_confirm, 0))::int as last_count_difference
        from counts group by location_id
    )`;
}

interface PoolingSqlRow extends LastCount {
  locationId: number;
  locationName: string;
  locationNumber: string;
  customerName: string;
  poolingGroupId: number | null;
  poolingGroupName: string | null;
  maxBalance: number | null;
  opening: number | null;
  quantityIn: number | null;
  quantityOut: number | null;
}

/**
 * Pooling balance control: every pooling location of the reach (the location's flag or its
 * customer's) with its pooling group. Opening is every movement before the period, in and out those of
 * the period (the counterpart filter does not apply: a balance has none), closing the sum. A location
 * holding the pool's pallets (closing > 0) owes them; below 0 it has a credit.
 */
export async function poolingReport(context: ReportContext, filter: ReportFilter): Promise<PoolingReport> {
  const ids = reportLocations(context, filter);
  const period = periodOf(filter);
  const result = await sql<PoolingSqlRow>`
    with places as (
      select l.id, l.name, l.number, c.name as customer_name, l.pooling_group_id, g.name as pooling_group_name,
             l.max_balance
        from locations l
        join customers c on c.id = l.customer_id
        left join pooling_groups g on g.id = l.pooling_group_id
       where ${inLocations('l.id', ids)} and (l.is_pooling or c.is_pooling)
    ), sums as (
      select mm.location_id,
             sum(case when mm.month < ${period.fromMonth}::date then mm.quantity_in - mm.quantity_out else 0 end)::int as opening,
             sum(case when mm.month >= ${period.fromMonth}::date then mm.quantity_in else 0 end)::int as quantity_in,
             sum(case when mm.month >= ${period.fromMonth}::date then mm.quantity_out else 0 end)::int as quantity_out
        from movement_months mm
       where mm.location_id in (select id from places) and mm.month <= ${period.toMonth}::date
             ${andEquals('mm.product_id', filter.productId)}
       group by mm.location_id
    ), ${lastCountsSql(period, filter.productId)}
    select p.id as location_id, p.name as location_name, p.number as location_number, p.customer_name,
           p.pooling_group_id, p.pooling_group_name, p.max_balance,
           s.opening, s.quantity_in, s.quantity_out,
           lc.last_count_date, lc.last_counted, lc.last_count_difference
      from places p
      left join sums s on s.location_id = p.id
      left join last_counts lc on lc.location_id = p.id
     order by p.pooling_group_name nulls last, p.pooling_group_id, p.name, p.id
  `.execute(context.db);
  const rows: PoolingRow[] = result.rows.map((row) => {
    const opening = row.opening ?? 0;
    const quantityIn = row.quantityIn ?? 0;
    const quantityOut = row.quantityOut ?? 0;
    const closing = opening + quantityIn - quantityOut;
    return {
      locationId: row.locationId,
      locationName: row.locationName,
      locationNumber: row.locationNumber,
      customerName: row.customerName,
      poolingGroupId: row.poolingGroupId,
      poolingGroupName: row.poolingGroupName,
      opening,
      quantityIn,
      quantityOut,
      closing,
      lastCountDate: row.lastCountDate ?? null,
      lastCounted: row.lastCounted ?? null,
      lastCountDifference: row.lastCountDate ? (row.lastCountDifference ?? 0) : null,
      standing: closing > 0 ? 'owes' : closing < 0 ? 'credit' : 'even',
      maxBalance: row.maxBalance,
      isNegative: closing < 0,
      isOverMax: row.maxBalance !== null && closing > row.maxBalance,
    };
  });
  return {
    reach: context.scope.reach,
    rows,
    totals: {
      opening: sumOf(rows, (row) => row.opening),
      quantityIn: sumOf(rows, (row) => row.quantityIn),
      quantityOut: sumOf(rows, (row) => row.quantityOut),
      closing: sumOf(rows, (row) => row.closing),
    },
  };
}
