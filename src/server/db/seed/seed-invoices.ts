import type { Kysely } from 'kysely';
import { addMonths } from '../../../domain/reports/report-filter.ts';
import { makeInvoicesUpTo, monthOf } from '../../modules/invoices/make-invoices.ts';
import type { DB } from '../schema.ts';
import { seedPriceLists } from './seed-price-lists.ts';
import type { SeededMarket } from './seeded-market.ts';

/**
 * The market's price list and the invoices the monthly job would have made for the demo history
 * (issue 18 item 4). Only the last month's Invoice alerts are kept: the older ones would long have
 * been read, and a year of them would bury the rest of the demo's alerts.
 */
export async function seedInvoices(trx: Kysely<DB>, market: SeededMarket, now: Date): Promise<void> {
  await seedPriceLists(trx, market.seed, market.today);
  const lastMonth = addMonths(monthOf(now), -1);
  const made = await makeInvoicesUpTo(trx, market.seed.id, lastMonth, now);
  if (made.invoiceIds.length === 0) return;
  await trx
    .deleteFrom('alerts')
    .where('marketId', '=', market.seed.id)
    .where('source', '=', 'Invoice')
    .where('sourceId', 'in', (eb) =>
      eb.selectFrom('invoices').select('id').where('month', '<', `${lastMonth}-01`),
    )
    .execute();
}
