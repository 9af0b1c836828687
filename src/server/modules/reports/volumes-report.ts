import { sql } from 'kysely';
import { monthRange, type ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { VolumeReport, VolumeRow } from '../../../domain/reports/report-rows.ts';
import { inLocations } from './report-scope.ts';
import {
  andEquals,
  monthOf,
  periodOf,
  reportLocations,
  sumOf,
  tonsOf,
  type ReportContext,
} from './report-context.ts';

interface VolumeSqlRow {
  month: string;
  quantityIn: number;
  quantityOut: number;
  kilogramsIn: number;
  kilogramsOut: number;
}

/** Pallet volumes: in and out per month of the period, every month present (zeros included). */
export async function volumeReport(context: ReportContext, filter: ReportFilter): Promise<VolumeReport> {
  const ids = reportLocations(context, filter);
  const period = periodOf(filter);
  const result = await sql<VolumeSqlRow>`
    select to_char(mm.month, 'YYYY-MM-DD') as month,
           sum(mm.quantity_in)::int as quantity_in, sum(mm.quantity_out)::int as quantity_out,
           sum(mm.quantity_in * p.weight_kg) as kilograms_in, sum(mm.quantity_out * p.weight_kg) as kilograms_out
      from movement_months mm
      join products p on p.id = mm.product_id
     where ${inLocations('mm.location_id', ids)}
       and mm.month between ${period.fromMonth}::date and ${period.toMonth}::date
       ${andEquals('mm.product_id', filter.productId)}
       ${andEquals('mm.counterpart_location_id', filter.counterpartId)}
     group by mm.month
  `.execute(context.db);
  const byMonth = new Map(result.rows.map((row) => [monthOf(row.month), row]));
  const rows: VolumeRow[] = monthRange(filter.from, filter.to).map((month) => {
    const row = byMonth.get(month);
    return {
      month,
      quantityIn: row?.quantityIn ?? 0,
      quantityOut: row?.quantityOut ?? 0,
      tonsIn: tonsOf(Number(row?.kilogramsIn ?? 0)),
      tonsOut: tonsOf(Number(row?.kilogramsOut ?? 0)),
    };
  });
  return {
    reach: context.scope.reach,
    rows,
    totals: {
      quantityIn: sumOf(rows, (row) => row.quantityIn),
      quantityOut: sumOf(rows, (row) => row.quantityOut),
      tonsIn: sumOf(rows, (row) => row.tonsIn, 3),
      tonsOut: sumOf(rows, (row) => row.tonsOut, 3),
    },
  };
}
