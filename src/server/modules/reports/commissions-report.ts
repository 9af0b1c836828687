import { sql } from 'kysely';
import type { ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { CommissionReport, CommissionRow } from '../../../domain/reports/report-rows.ts';
import { inLocations } from './report-scope.ts';
import { marketCurrency } from './purchases-report.ts';
import {
  andEquals,
  monthOf,
  periodOf,
  reportLocations,
  round,
  sumOf,
  type ReportContext,
} from './report-context.ts';

type CommissionSqlRow = Omit<CommissionRow, 'handled' | 'currency'>;

/**
 * Commission: for each commission location of the reach (the location's flag or its customer's), the
 * pallets it handled per month — in and out on orders and pallet receipts; count corrections are no
 * handling — and what it earned: each product's pallets handled × the market's newest commission price
 * for the product valid by the month's end (0 without one).
 */
export async function commissionReport(
  context: ReportContext,
  filter: ReportFilter,
): Promise<CommissionReport> {
  const ids = reportLocations(context, filter);
  const period = periodOf(filter);
  const [result, currency] = await Promise.all([
    sql<CommissionSqlRow>`
      with places as (
        select l.id, l.name, l.number, c.name as customer_name
          from locations l join customers c on c.id = l.customer_id
         where ${inLocations('l.id', ids)} and (l.is_commission or c.is_commission)
      ), sums as (
        select mm.location_id, mm.month, mm.product_id,
               sum(mm.quantity_in)::int as quantity_in, sum(mm.quantity_out)::int as quantity_out
          from movement_months mm
         where mm.location_id in (select id from places)
           and mm.month between ${period.fromMonth}::date and ${period.toMonth}::date
           and mm.kind <> 'adjustment'
           ${andEquals('mm.product_id', filter.productId)}
           ${andEquals('mm.counterpart_location_id', filter.counterpartId)}
         group by 1, 2, 3
      )
      select s.location_id, pl.name as location_name, pl.number as location_number, pl.customer_name,
             to_char(s.month, 'YYYY-MM-DD') as month,
             sum(s.quantity_in)::int as quantity_in, sum(s.quantity_out)::int as quantity_out,
             round(sum((s.quantity_in + s.quantity_out) * coalesce(price.price, 0)), 2) as commission
        from sums s
        join places pl on pl.id = s.location_id
        left join lateral (
          select pr.price from price_lists pr
           where pr.market_id = ${context.scope.marketId} and pr.product_id = s.product_id
             and pr.kind = 'commission'
             and pr.valid_from < (s.month + interval '1 month')::date
           order by pr.valid_from desc limit 1
        ) price on true
       group by s.location_id, pl.name, pl.number, pl.customer_name, s.month
      having sum(s.quantity_in) <> 0 or sum(s.quantity_out) <> 0
       order by s.month, pl.name, s.location_id
    `.execute(context.db),
    marketCurrency(context),
  ]);
  const rows: CommissionRow[] = result.rows.map((row) => ({
    ...row,
    month: monthOf(row.month),
    handled: row.quantityIn + row.quantityOut,
    commission: round(Number(row.commission), 2),
    currency,
  }));
  return {
    reach: context.scope.reach,
    rows,
    totals: {
      quantityIn: sumOf(rows, (row) => row.quantityIn),
      quantityOut: sumOf(rows, (row) => row.quantityOut),
      handled: sumOf(rows, (row) => row.handled),
      commission: sumOf(rows, (row) => row.commission, 2),
      currency,
    },
  };
}
