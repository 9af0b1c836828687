import { sql } from 'kysely';
import type { ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { LocationReport, LocationReportRow } from '../../../domain/reports/report-rows.ts';
import { inLocations } from './report-scope.ts';
import { lastCountsSql } from './pooling-report.ts';
import {
  andEquals,
  periodOf,
  reportLocations,
  round,
  sumOf,
  tonsOf,
  type ReportContext,
} from './report-context.ts';

interface LocationSqlRow {
  locationId: number;
  locationName: string;
  locationNumber: string;
  customerName: string;
  quantityIn: number | null;
  quantityOut: number | null;
  kilogramsIn: number | null;
  kilogramsOut: number | null;
  balance: number | null;
  fillWeighted: number | null;
  fillPallets: number | null;
  lastCountDate: string | null;
  lastCounted: number | null;
}

/** Fill degree is stored as a fraction of the truck (order-builder.ts transportOf; over 1 when overfilled). */
export const fillPercent = (weighted: number, pallets: number) =>
  pallets > 0 ? round((100 * weighted) / pallets, 1) : null;

/**
 * Locations: every location of the reach with its volume in the period (in and out, by the counterpart
 * filter too), its balance at the period's end (every movement until then), its last confirmed count
 * and the pallet-weighted fill degree (%) of the trucks that left it in the period.
 */
export async function locationReport(context: ReportContext, filter: ReportFilter): Promise<LocationReport> {
  const ids = reportLocations(context, filter);
  const period = periodOf(filter);
  const inPeriod =
    filter.counterpartId === undefined
      ? sql`mm.month >= ${period.fromMonth}::date`
      : sql`mm.month >= ${period.fromMonth}::date and mm.counterpart_location_id = ${filter.counterpartId}`;
  const result = await sql<LocationSqlRow>`
    with places as (
      select l.id, l.name, l.number, c.name as customer_name
        from locations l join customers c on c.id = l.customer_id
       where ${inLocations('l.id', ids)}
    ), sums as (
      select mm.location_id,
             sum(case when ${inPeriod} then mm.quantity_in else 0 end)::int as quantity_in,
             sum(case when ${inPeriod} then mm.quantity_out else 0 end)::int as quantity_out,
             sum(case when ${inPeriod} then mm.quantity_in * p.weight_kg else 0 end) as kilograms_in,
             sum(case when ${inPeriod} then mm.quantity_out * p.weight_kg else 0 end) as kilograms_out,
             sum(case when ${inPeriod} then mm.fill_weighted else 0 end) as fill_weighted,
             sum(case when ${inPeriod} then mm.fill_pallets else 0 end)::int as fill_pallets,
             sum(mm.quantity_in - mm.quantity_out)::int as balance
        from movement_months mm
        join products p on p.id = mm.product_id
       where ${inLocations('mm.location_id', ids)} and mm.month <= ${period.toMonth}::date
             ${andEquals('mm.product_id', filter.productId)}
       group by mm.location_id
    ), ${lastCountsSql(period, filter.productId)}
    select pl.id as location_id, pl.name as location_name, pl.number as location_number, pl.customer_name,
           s.quantity_in, s.quantity_out, s.kilograms_in, s.kilograms_out, s.balance,
           s.fill_weighted, s.fill_pallets, lc.last_count_date, lc.last_counted
      from places pl
      left join sums s on s.location_id = pl.id
      left join last_counts lc on lc.location_id = pl.id
     order by pl.name, pl.id
  `.execute(context.db);
  const rows: LocationReportRow[] = result.rows.map((row) => ({
    locationId: row.locationId,
    locationName: row.locationName,
    locationNumber: row.locationNumber,
    customerName: row.customerName,
    quantityIn: row.quantityIn ?? 0,
    quantityOut: row.quantityOut ?? 0,
    tonsIn: tonsOf(Number(row.kilogramsIn ?? 0)),
    tonsOut: tonsOf(Number(row.kilogramsOut ?? 0)),
    balance: row.balance ?? 0,
    lastCountDate: row.lastCountDate ?? null,
    lastCounted: row.lastCounted ?? null,
    fillDegree: fillPercent(Number(row.fillWeighted ?? 0), row.fillPallets ?? 0),
  }));
  const weighted = result.rows.reduce((sum, row) => sum + Number(row.fillWeighted ?? 0), 0);
  const pallets = result.rows.reduce((sum, row) => sum + (row.fillPallets ?? 0), 0);
  return {
    reach: context.scope.reach,
    rows,
    totals: {
      quantityIn: sumOf(rows, (row) => row.quantityIn),
      quantityOut: sumOf(rows, (row) => row.quantityOut),
      tonsIn: sumOf(rows, (row) => row.tonsIn, 3),
      tonsOut: sumOf(rows, (row) => row.tonsOut, 3),
      balance: sumOf(rows, (row) => row.balance),
      fillDegree: fillPercent(weighted, pallets),
    },
  };
}
