import { sql } from 'kysely';
import type { ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { PurchaseReport, PurchaseRow } from '../../../domain/reports/report-rows.ts';
import { localizedName } from '../reference/localized-name.ts';
import { inLocations } from './report-scope.ts';
import {
  andEquals,
  monthOf,
  periodOf,
  reportLocations,
  round,
  sumOf,
  tonsOf,
  type ReportContext,
} from './report-context.ts';

export async function marketCurrency(context: ReportContext): Promise<string> {
  const market = await context.db
    .selectFrom('markets')
    .select('currency')
    .where('id', '=', context.scope.marketId)
    .executeTakeFirstOrThrow();
  return market.currency;
}

interface PurchaseSqlRow extends Omit<PurchaseRow, 'tons' | 'currency'> {
  kilograms: number;
}

/**
 * Purchases: pallets bought, i.e. received on purchase orders (TO) at a customer's location (not the
 * provider's own), per month, location and product choice, with the orders' line amounts.
 */
export async function purchaseReport(context: ReportContext, filter: ReportFilter): Promise<PurchaseReport> {
  const ids = reportLocations(context, filter);
  const period = periodOf(filter);
  const [result, currency] = await Promise.all([
    sql<PurchaseSqlRow>`
      with sums as (
        select mm.location_id, mm.month, mm.product_id, mm.treatment_id, mm.quality_id,
               sum(mm.quantity_in - mm.quantity_out)::int as quantity, sum(mm.amount) as amount
          from movement_months mm
         where ${inLocations('mm.location_id', ids)}
           and mm.month between ${period.fromMonth}::date and ${period.toMonth}::date
           and mm.transaction_type_id = 'TO' and mm.kind = 'received'
           ${andEquals('mm.product_id', filter.productId)}
           ${andEquals('mm.counterpart_location_id', filter.counterpartId)}
         group by 1, 2, 3, 4, 5
      )
      select s.location_id, l.name as location_name, l.number as location_number, c.name as customer_name,
             to_char(s.month, 'YYYY-MM-DD') as month, s.product_id, s.treatment_id, s.quality_id,
             ${localizedName('p.names', context.language)} as product_name,
             ${localizedName('tr.names', context.language)} as treatment_name,
             ${localizedName('q.names', context.language)} as quality_name,
             s.quantity, s.amount, s.quantity * p.weight_kg as kilograms
        from sums s
        join locations l on l.id = s.location_id and not l.is_provider
        join customers c on c.id = l.customer_id
        join products p on p.id = s.product_id
        join treatments tr on tr.id = s.treatment_id
        join qualities q on q.id = s.quality_id
       where s.quantity <> 0 or s.amount <> 0
       order by s.month, l.name, l.id, product_name, s.treatment_id, s.quality_id
    `.execute(context.db),
    marketCurrency(context),
  ]);
  const rows: PurchaseRow[] = result.rows.map(({ kilograms, ...row }) => ({
    ...row,
    month: monthOf(row.month),
    amount: round(Number(row.amount), 2),
    tons: tonsOf(kilograms),
    currency,
  }));
  return {
    reach: context.scope.reach,
    rows,
    totals: {
      quantity: sumOf(rows, (row) => row.quantity),
      tons: sumOf(rows, (row) => row.tons, 3),
      amount: sumOf(rows, (row) => row.amount, 2),
      currency,
    },
  };
}
