import { sql } from 'kysely';
import { addMonths, firstDayOf } from '../../../domain/reports/report-filter.ts';
import type { ReportWidgets } from '../../../domain/reports/report-rows.ts';
import { inLocations } from './report-scope.ts';
import { fillPercent } from './locations-report.ts';
import { round, tonsOf, type ReportContext } from './report-context.ts';

interface WidgetSqlRow {
  fillWeighted: number | null;
  fillPallets: number | null;
  reused: number | null;
  received: number | null;
  yearPallets: number | null;
  yearKilograms: number | null;
}

/**
 * The start page's widgets (spec §9) over the reach, for the last `months` months including this one:
 * the pallet-weighted fill degree of the trucks that left; the reuse degree, pallets sent for washing
 * and reuse (HE, RO) from customers' locations per 100 received there on TO, GL and OO orders; and the
 * pallets received and sent since 1 January, in pallets and tons.
 */
export async function reportWidgets(
  context: ReportContext,
  months: number,
  now = new Date(),
): Promise<ReportWidgets> {
  const thisMonth = now.toISOString().slice(0, 7);
  const from = firstDayOf(addMonths(thisMonth, -(months - 1)));
  const to = firstDayOf(thisMonth);
  const year = now.getUTCFullYear();
  const yearStart = `${year}-01-01`;
  const result = await sql<WidgetSqlRow>`
    select sum(mm.fill_weighted) filter (where mm.month >= ${from}::date) as fill_weighted,
           sum(mm.fill_pallets) filter (where mm.month >= ${from}::date)::int as fill_pallets,
           sum(mm.quantity_out) filter (where mm.month >= ${from}::date and not l.is_provider
             and mm.kind = 'sent' and mm.transaction_type_id in ('HE', 'RO'))::int as reused,
           sum(mm.quantity_in) filter (where mm.month >= ${from}::date and not l.is_provider
             and mm.kind = 'received' and mm.transaction_type_id in ('TO', 'GL', 'OO'))::int as received,
           sum(case when mm.kind = 'received' then mm.quantity_in else mm.quantity_out end)
             filter (where mm.month >= ${yearStart}::date and mm.kind in ('received', 'sent'))::int as year_pallets,
           sum((case when mm.kind = 'received' then mm.quantity_in else mm.quantity_out end) * p.weight_kg)
             filter (where mm.month >= ${yearStart}::date and mm.kind in ('received', 'sent')) as year_kilograms
      from movement_months mm
      join locations l on l.id = mm.location_id
      join products p on p.id = mm.product_id
     where ${inLocations('mm.location_id', context.scope.locationIds)}
       and mm.month >= least(${from}::date, ${yearStart}::date) and mm.month <= ${to}::date
  `.execute(context.db);
  const row = result.rows[0];
  const received = row?.received ?? 0;
  return {
    reach: context.scope.reach,
    months,
    fillDegree: fillPercent(Number(row?.fillWeighted ?? 0), row?.fillPallets ?? 0),
    reuseDegree: received > 0 ? round((100 * (row?.reused ?? 0)) / received, 1) : null,
    year,
    volumePallets: row?.yearPallets ?? 0,
    volumeTons: tonsOf(Number(row?.yearKilograms ?? 0)),
  };
}
