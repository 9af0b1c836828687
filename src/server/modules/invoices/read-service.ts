import { sql, type Kysely } from 'kysely';
import type {
  InvoiceDetail,
  InvoiceList,
  InvoiceSummary,
  InvoiceType,
} from '../../../domain/reports/invoices.ts';
import { firstDayOf } from '../../../domain/reports/report-filter.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { assertActingTask } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { localizedName } from '../reference/localized-name.ts';
import { assertMayOpen, reportScopeOf } from '../reports/report-scope.ts';
import { roundMoney } from '../../../domain/shared/round-money.ts';

/**
 * Whose invoices a user reads (issue 18): the customers whose locations are in the user's report reach
 * (report-scope.ts) — a customer admin the acting customer's, chain and customer type theirs, provider
 * staff the whole market's. A location-level user may not open the report at all (403).
 */
export interface InvoiceReach {
  marketId: string;
  /** null: every customer of the market. */
  customerIds: number[] | null;
}

export async function invoiceReachOf(db: Kysely<DB>, session: Session): Promise<InvoiceReach> {
  const scope = await reportScopeOf(db, session);
  assertMayOpen(scope, 'invoices');
  // The server enforces what the menu only hides (spec §6): Reports is a menu task.
  await assertActingTask(db, session, 'REPORTS');
  if (scope.reach === 'global') return { marketId: scope.marketId, customerIds: null };
  // An invoice is the customer's business: a chain or customer-type reach widens the reports, never
  // whose invoices (and prices) a user reads.
  return { marketId: scope.marketId, customerIds: [scope.customerId] };
}

export interface InvoiceListQuery {
  type: InvoiceType;
  from?: string | undefined;
  to?: string | undefined;
  customerId?: number | undefined;
}

function invoicesInReach(db: Kysely<DB>, reach: InvoiceReach) {
  let query = db
    .selectFrom('invoices as i')
    .innerJoin('customers as c', 'c.id', 'i.customerId')
    .where('i.marketId', '=', reach.marketId);
  if (reach.customerIds !== null) {
    query = query.where(sql<boolean>`i.customer_id = any(${sql.val(reach.customerIds)}::int[])`);
  }
  return query;
}

const summaryColumns = [
  'i.id',
  'i.invoiceNo',
  'i.type',
  sql<string>`to_char(i.month, 'YYYY-MM')`.as('month'),
  sql<string>`i.invoice_date::text`.as('invoiceDate'),
  sql<string>`i.due_date::text`.as('dueDate'),
  'i.customerId',
  'c.name as customerName',
  'i.currency',
  'i.netAmount',
  'i.vatAmount',
  'i.totalAmount',
  sql<number>`(select count(*) from invoice_lines il where il.invoice_id = i.id)::int`.as('lineCount'),
] as const;

type SummaryRow = Omit<InvoiceSummary, 'type'> & { type: string };
const summaryOf = (row: SummaryRow): InvoiceSummary => ({
  ...row,
  type: row.type as InvoiceType,
  netAmount: Number(row.netAmount),
  vatAmount: Number(row.vatAmount),
  totalAmount: Number(row.totalAmount),
  lineCount: Number(row.lineCount),
});

/** The invoices of a type in the reach, newest month first, in a period of months and for a customer. */
export async function listInvoiceRows(
  db: Kysely<DB>,
  reach: InvoiceReach,
  query: InvoiceListQuery,
): Promise<InvoiceSummary[]> {
  if (query.from && query.to && query.from > query.to) {
    throw badRequest('to must not be before from', { field: 'to' });
  }
  let select = invoicesInReach(db, reach)
    .select([...summaryColumns])
    .where('i.type', '=', query.type);
  if (query.from) select = select.where('i.month', '>=', firstDayOf(query.from));
  if (query.to) select = select.where('i.month', '<=', firstDayOf(query.to));
  // A customer outside the reach narrows to nothing; it never widens the reach.
  if (query.customerId !== undefined) select = select.where('i.customerId', '=', query.customerId);
  const rows = await select.orderBy('i.month', 'desc').orderBy('i.invoiceNo', 'desc').execute();
  return rows.map(summaryOf);
}

/** GET invoices: the rows and their totals, which are the sums of the rows. */
export async function listInvoices(
  db: Kysely<DB>,
  session: Session,
  query: InvoiceListQuery,
): Promise<InvoiceList> {
  const reach = await invoiceReachOf(db, session);
  const rows = await listInvoiceRows(db, reach, query);
  const market = await db
    .selectFrom('markets')
    .select('currency')
    .where('id', '=', session.marketId)
    .executeTakeFirstOrThrow();
  const total = (pick: (row: InvoiceSummary) => number) =>
    roundMoney(rows.reduce((sum, row) => sum + pick(row), 0));
  return {
    rows,
    totals: {
      netAmount: total((row) => row.netAmount),
      vatAmount: total((row) => row.vatAmount),
      totalAmount: total((row) => row.totalAmount),
      currency: rows[0]?.currency ?? market.currency,
    },
  };
}

/** GET invoice: the invoice with its lines; one outside the reach does not exist (404). */
export async function readInvoice(
  db: Kysely<DB>,
  session: Session,
  id: number,
  language: Locale,
): Promise<InvoiceDetail> {
  const reach = await invoiceReachOf(db, session);
  const row = await invoicesInReach(db, reach)
    .select([...summaryColumns])
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Invoice not found');
  const lines = await db
    .selectFrom('invoiceLines as il')
    .leftJoin('transactions as t', 't.id', 'il.transactionId')
    .leftJoin('rentals as r', 'r.id', 'il.rentalId')
    .leftJoin('containerTypes as ct', (join) =>
      join.onRef('ct.marketId', '=', 'r.marketId').onRef('ct.id', '=', 'r.containerTypeId'),
    )
    .innerJoin('locations as l', 'l.id', 'il.locationId')
    .leftJoin('products as p', 'p.id', 'il.productId')
    .leftJoin('treatments as tr', 'tr.id', 'il.treatmentId')
    .leftJoin('qualities as q', 'q.id', 'il.qualityId')
    .select([
      'il.id',
      'il.transactionId',
      'il.rentalId',
      'il.days',
      sql<string>`coalesce(t.order_no, r.rental_no, '')`.as('orderNo'),
      'l.name as locationName',
      sql<string>`coalesce(il.product_id, r.container_type_id, '')`.as('productId'),
      sql<string>`coalesce(il.treatment_id, '')`.as('treatmentId'),
      sql<string>`coalesce(il.quality_id, '')`.as('qualityId'),
      // A rental line names the container type and the period it charges (first – last day).
      sql<string>`case when il.rental_id is null
        then concat_ws(', ', ${localizedName('p.names', language)}, ${localizedName('tr.names', language)}, ${localizedName('q.names', language)})
        else concat(${localizedName('ct.names', language)}, ' ', to_char(il.period_start, 'YYYY-MM-DD'), ' – ',
          to_char(il.period_start + (il.days - 1), 'YYYY-MM-DD'))
        end`.as('productName'),
      'il.quantity',
      'il.price',
      'il.freight',
      'il.transportFee',
      'il.customs',
      'il.sealing',
      'il.netAmount',
      'il.vatRate',
      'il.vatAmount',
    ])
    .where('il.invoiceId', '=', id)
    .orderBy('il.id')
    .execute();
  return {
    ...summaryOf(row),
    lines: lines.map((line) => ({
      ...line,
      price: Number(line.price),
      freight: Number(line.freight),
      transportFee: Number(line.transportFee),
      customs: Number(line.customs),
      sealing: Number(line.sealing),
      netAmount: Number(line.netAmount),
      vatRate: Number(line.vatRate),
      vatAmount: Number(line.vatAmount),
      sum: roundMoney(Number(line.netAmount) + Number(line.vatAmount)),
    })),
  };
}
