import { sql } from 'kysely';
import type { ReportCatalogue, ReportOptions } from '../../../domain/reports/report-rows.ts';
import { localizedName } from '../reference/localized-name.ts';
import { inLocations } from './report-scope.ts';
import type { ReportContext } from './report-context.ts';

/** GET reportCatalogue: the reach and the reports the user may open. */
export const reportCatalogue = ({ scope }: ReportContext): ReportCatalogue => ({
  reach: scope.reach,
  reports: scope.reports,
});

/**
 * GET reportOptions: what the filters offer within the reach: its locations, the products and the
 * counterparts that occur in its movements.
 */
export async function reportOptions(context: ReportContext): Promise<ReportOptions> {
  const ids = context.scope.locationIds;
  const [locations, products, counterparts] = await Promise.all([
    sql<ReportOptions['locations'][number]>`
      select l.id as location_id, l.name as location_name, l.number as location_number, c.name as customer_name
        from locations l join customers c on c.id = l.customer_id
       where ${inLocations('l.id', ids)}
       order by l.name, l.id
    `.execute(context.db),
    sql<ReportOptions['products'][number]>`
      select p.id as product_id, ${localizedName('p.names', context.language)} as product_name
        from products p
       where exists (select 1 from movement_months mm
                      where mm.product_id = p.id and ${inLocations('mm.location_id', ids)})
       order by product_name, p.id
    `.execute(context.db),
    sql<ReportOptions['counterparts'][number]>`
      select l.id as location_id, l.name as location_name
        from locations l
       where l.market_id = ${context.scope.marketId}
         and exists (select 1 from movement_months mm
                      where mm.counterpart_location_id = l.id and ${inLocations('mm.location_id', ids)})
       order by l.name, l.id
    `.execute(context.db),
  ]);
  return { locations: locations.rows, products: products.rows, counterparts: counterparts.rows };
}
