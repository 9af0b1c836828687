import { sql } from 'kysely';
import type { ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { TransactionReport, TransactionRow } from '../../../domain/reports/report-rows.ts';
import { localizedName } from '../reference/localized-name.ts';
import { inLocations } from './report-scope.ts';
import {
  andEquals,
  periodOf,
  reportLocations,
  round,
  sumOf,
  tonsOf,
  type ReportContext,
} from './report-context.ts';

interface TransactionSqlRow {
  locationId: number;
  locationName: string;
  locationNumber: string;
  customerName: string;
  productId: string;
  treatmentId: string;
  qualityId: string;
  productName: string;
  treatmentName: string;
  qualityName: string;
  counterpartId: number;
  counterpartName: string | null;
  quantityIn: number;
  quantityOut: number;
  kilograms: number;
  movements: number;
}

/**
 * Transactions: the months of the period summed per location, product choice and counterpart (the
 * order's other location; none for receipts and count corrections). Tons are the pallets moved, in
 * and out, by the product's weight.
 */
export async function transactionReport(
  context: ReportContext,
  filter: ReportFilter,
): Promise<TransactionReport> {
  const ids = reportLocations(context, filter);
  const period = periodOf(filter);
  const result = await sql<TransactionSqlRow>`
    with sums as (
      select mm.location_id, mm.product_id, mm.treatment_id, mm.quality_id, mm.counterpart_location_id,
             sum(mm.quantity_in)::int as quantity_in, sum(mm.quantity_out)::int as quantity_out,
             sum(mm.movements)::int as movements
        from movement_months mm
       where ${inLocations('mm.location_id', ids)}
         and mm.month between ${period.fromMonth}::date and ${period.toMonth}::date
         ${andEquals('mm.product_id', filter.productId)}
         ${andEquals('mm.counterpart_location_id', filter.counterpartId)}
       group by 1, 2, 3, 4, 5
    )
    select s.location_id, l.name as location_name, l.number as location_number, c.name as customer_name,
           s.product_id, s.treatment_id, s.quality_id, ${localizedName('p.names', context.language)} as product_name,
           ${localizedName('tr.names', context.language)} as treatment_name,
           ${localizedName('q.names', context.language)} as quality_name,
           s.counterpart_location_id as counterpart_id, cp.name as counterpart_name,
           s.quantity_in, s.quantity_out, s.movements,
           (s.quantity_in + s.quantity_out) * p.weight_kg as kilograms
      from sums s
      join locations l on l.id = s.location_id
      join customers c on c.id = l.customer_id
      join products p on p.id = s.product_id
      join treatments tr on tr.id = s.treatment_id
      join qualities q on q.id = s.quality_id
      left join locations cp on cp.id = s.counterpart_location_id
     where s.movements <> 0
     order by l.name, l.id, product_name, s.treatment_id, s.quality_id, cp.name nulls first, s.counterpart_location_id
  `.execute(context.db);
  const rows: TransactionRow[] = result.rows.map((row) => ({
    locationId: row.locationId,
    locationName: row.locationName,
    locationNumber: row.locationNumber,
    customerName: row.customerName,
    productId: row.productId,
    treatmentId: row.treatmentId,
    qualityId: row.qualityId,
    productName: row.productName,
    treatmentName: row.treatmentName,
    qualityName: row.qualityName,
    counterpartId: row.counterpartId === 0 ? null : row.counterpartId,
    counterpartName: row.counterpartId === 0 ? null : (row.counterpartName ?? null),
    quantityIn: row.quantityIn,
    quantityOut: row.quantityOut,
    net: row.quantityIn - row.quantityOut,
    tons: tonsOf(row.kilograms),
    movements: row.movements,
  }));
  return {
    reach: context.scope.reach,
    rows,
    totals: {
      quantityIn: sumOf(rows, (row) => row.quantityIn),
      quantityOut: sumOf(rows, (row) => row.quantityOut),
      net: sumOf(rows, (row) => row.net),
      tons: round(
        sumOf(rows, (row) => row.tons, 3),
        3,
      ),
      movements: sumOf(rows, (row) => row.movements),
    },
  };
}
