import { sql, type Kysely } from 'kysely';
import { vatRates, type InvoiceType } from '../../../domain/reports/invoices.ts';
import { addMonths, firstDayOf } from '../../../domain/reports/report-filter.ts';
import { orderNoPrefix } from '../../../domain/orders/order-number.ts';
import { roundMoney } from '../../../domain/shared/round-money.ts';
import type { DB } from '../../db/schema.ts';
import { rentalCostInputOf, rentalPartsUpToMonth } from '../../../domain/containers/rental-cost.ts';
import { formatMoney, invoiceWordsFor, localeOf, monthName } from './invoice-texts.ts';

/**
 * The monthly invoices (issue 18 item 2): one per customer, month and type, from the orders delivered
 * in the month (status 5, by receival date) and the market's price list.
 * - purchase: TO orders, invoiced to the customer of the receiving (to) location;
 * - washing: HE and RO orders, invoiced to the customer of the sending (from) location;
 * - rental: the days an opened container rental charged in the month (issue 20 item 4), a line per
 *   rental: containers × daily price × days, invoiced to the rental's customer.
 * A line per order and product choice; the provider's own customers are never invoiced.
 */
const deliveredStatus = 5;
const typeOfOrder: Record<string, InvoiceType> = { TO: 'purchase', HE: 'washing', RO: 'washing' };
/** Days from the invoice date (the first day of the next month) to the due date. */
export const paymentDays = 30;
/** A concurrent run that took the next number first: count on from its numbers, a few times at most. */
const numberAttempts = 25;

export interface MadeInvoices {
  invoiceIds: number[];
  lines: number;
}

interface CandidateLine {
  transactionId: number;
  lineId: number;
  orderNo: string;
  receivalDate: string;
  customerId: number;
  locationId: number;
  type: InvoiceType;
  productId: string;
  treatmentId: string;
  qualityId: string;
  quantity: number;
  linePrice: number | null;
  freight: number;
  transportFee: number;
  customs: number;
  sealing: number;
}

interface LineValues {
  transactionId: number | null;
  locationId: number;
  productId: string | null;
  treatmentId: string | null;
  qualityId: string | null;
  /** A rental's line (issue 20 item 4): the rental, the month's first charged day and the days. */
  rentalId?: number;
  periodStart?: string;
  days?: number;
  quantity: number;
  price: number;
  freight: number;
  transportFee: number;
  customs: number;
  sealing: number;
  netAmount: number;
  vatRate: number;
  vatAmount: number;
}

const roundPrice = (value: number) => Math.round(Number((value * 10_000).toFixed(4))) / 10_000;

/** 'YYYY-MM-DD' plus days, in calendar days (UTC, no clock). */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** The month 'YYYY-MM' a time falls in (UTC). */
export const monthOf = (time: Date) => time.toISOString().slice(0, 7);

/** The invoice no.: the market's order prefix, INV, the month and a running number per month. */
export const invoiceNoOf = (marketId: string, month: string, running: number) =>
  `${invoiceNoPrefix(marketId, month)}${String(running).padStart(4, '0')}`;
const invoiceNoPrefix = (marketId: string, month: string) =>
  `${orderNoPrefix(marketId)}-INV-${month.replace('-', '')}-`;

/** Every not yet invoiced line of an order delivered in the month, with its order's fees. */
async function candidateLines(trx: Kysely<DB>, marketId: string, month: string): Promise<CandidateLine[]> {
  const rows = await trx
    .selectFrom('transactions as t')
    .innerJoin('transactionLines as l', 'l.transactionId', 't.id')
    .innerJoin('customers as c', (join) =>
      join.on((eb) =>
        eb(
          'c.id',
          '=',
          eb
            .case()
            .when('t.transactionTypeId', '=', 'TO')
            .then(eb.ref('t.customerIdTo'))
            .else(eb.ref('t.customerIdFrom'))
            .end(),
        ),
      ),
    )
    .select([
      't.id as transactionId',
      'l.id as lineId',
      't.orderNo',
      't.transactionTypeId',
      sql<string>`t.receival_date::text`.as('receivalDate'),
      'c.id as customerId',
      't.locationIdFrom',
      't.locationIdTo',
      'l.productId',
      'l.treatmentId',
      'l.qualityId',
      sql<number>`coalesce(l.quantity_delivered, l.quantity_picked, l.quantity_ordered)`.as('quantity'),
      'l.price as linePrice',
      't.freight',
      't.transportFee',
      't.customs',
      't.sealing',
    ])
    .where('t.marketId', '=', marketId)
    .where('t.transactionStatusId', '=', deliveredStatus)
    .where('t.transactionTypeId', 'in', Object.keys(typeOfOrder))
    .where('t.receivalDate', '>=', firstDayOf(month))
    .where('t.receivalDate', '<', firstDayOf(addMonths(month, 1)))
    .where('c.isProvider', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoiceLines as il')
            .select('il.id')
            .whereRef('il.transactionId', '=', 't.id')
            .whereRef('il.productId', '=', 'l.productId')
            .whereRef('il.treatmentId', '=', 'l.treatmentId')
            .whereRef('il.qualityId', '=', 'l.qualityId'),
        ),
      ),
    )
    .orderBy('t.receivalDate')
    .orderBy('t.orderNo')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => {
    const type = typeOfOrder[row.transactionTypeId] as InvoiceType;
    return {
      transactionId: row.transactionId,
      lineId: row.lineId,
      orderNo: row.orderNo,
      receivalDate: row.receivalDate,
      customerId: row.customerId,
      locationId: type === 'purchase' ? row.locationIdTo : row.locationIdFrom,
      type,
      productId: row.productId,
      treatmentId: row.treatmentId,
      qualityId: row.qualityId,
      quantity: Number(row.quantity),
      // A return order's line price is what its pallets are credited at, not what washing them costs:
      // returned pallets are washed at the price list's washing price.
      linePrice: row.transactionTypeId === 'RO' ? null : row.linePrice,
      freight: row.freight ?? 0,
      transportFee: row.transportFee ?? 0,
      customs: row.customs ?? 0,
      sealing: row.sealing ?? 0,
    };
  });
}

/**
 * The rental lines of the month's run: for every opened rental of the market, a line per month up to
 * this one that charged days and has no line yet — the days from the opening day (or the month's first
 * day) to the month's last day or the closing day. A month is invoiced once per rental (the unique index
 * on rental and period start is the backstop); a month left out (a rental invoice already made for it)
 * is taken by the next run, never dropped.
 */
async function rentalLines(
  trx: Kysely<DB>,
  marketId: string,
  month: string,
  vatRate: number,
): Promise<{ customerId: number; line: LineValues }[]> {
  const monthEnd = addDays(firstDayOf(addMonths(month, 1)), -1);
  // Every opened rental that may still have an uninvoiced charged day up to the month's end: open ones,
  // and closed ones whose last (closing) month has no line yet. The planned end date stops nothing.
  const rows = await trx
    .selectFrom('rentals as r')
    .innerJoin('customers as c', 'c.id', 'r.customerId')
    .select([
      'r.id',
      'r.customerId',
      'r.locationId',
      'r.status',
      sql<string>`r.start_date::text`.as('startDate'),
      sql<string | null>`r.end_date::text`.as('endDate'),
      'r.dailyPrice',
      sql<number>`(select count(*) from rental_containers rc where rc.rental_id = r.id)::int`.as(
        'containerCount',
      ),
    ])
    .where('r.marketId', '=', marketId)
    .where('r.openedAt', 'is not', null)
    .where('r.startDate', '<=', monthEnd)
    .where('c.isProvider', '=', false)
    .where((eb) =>
      eb.or([
        eb('r.status', '=', 'Open'),
        eb.and([
          eb('r.status', '=', 'Closed'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('invoiceLines as il')
                .select('il.id')
                .whereRef('il.rentalId', '=', 'r.id')
                .where(sql<boolean>`il.period_start >= date_trunc('month', r.end_date)`),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('r.id')
    .execute();
  if (rows.length === 0) return [];
  const invoiced = await trx
    .selectFrom('invoiceLines')
    .select(['rentalId', sql<string>`to_char(period_start, 'YYYY-MM')`.as('month')])
    .where(
      'rentalId',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const invoicedMonths = new Set(invoiced.map((line) => `${line.rentalId}|${line.month}`));
  return rows.flatMap((row) => {
    // The one rule of the screen (rental-cost.ts): from the opening day to the closing day or the
    // month's end; earlier months not invoiced yet ride on this month's invoice.
    const cost = rentalCostInputOf(row, monthEnd);
    return rentalPartsUpToMonth(cost, month)
      .filter((part) => part.days > 0 && !invoicedMonths.has(`${row.id}|${part.month}`))
      .map((part) => ({
        customerId: row.customerId,
        line: {
          transactionId: null,
          locationId: row.locationId,
          productId: null,
          treatmentId: null,
          qualityId: null,
          rentalId: row.id,
          periodStart: part.from,
          days: part.days,
          quantity: cost.containers,
          price: cost.dailyPrice,
          freight: 0,
          transportFee: 0,
          customs: 0,
          sealing: 0,
          netAmount: part.amount,
          vatRate,
          vatAmount: roundMoney((part.amount * vatRate) / 100),
        },
      }));
  });
}

/** The market's price list: the newest price of a product and kind valid on a day. */
async function priceListOf(trx: Kysely<DB>, marketId: string) {
  const rows = await trx
    .selectFrom('priceLists')
    .select(['productId', 'kind', 'price', sql<string>`valid_from::text`.as('validFrom')])
    .where('marketId', '=', marketId)
    .where('kind', 'in', ['purchase', 'washing'])
    .orderBy('validFrom', 'desc')
    .execute();
  return (productId: string, kind: InvoiceType, day: string): number => {
    const row = rows.find(
      (price) => price.productId === productId && price.kind === kind && price.validFrom <= day,
    );
    return row ? Number(row.price) : 0;
  };
}

/**
 * One invoice line per order and product choice (several order lines of one choice add up); the
 * order's freight, transport fee, customs and sealing ride on its first line.
 */
function invoiceLinesOf(
  lines: readonly CandidateLine[],
  priceOf: (productId: string, kind: InvoiceType, day: string) => number,
  vatRate: number,
): LineValues[] {
  const byChoice = new Map<string, { first: CandidateLine; quantity: number; goods: number }>();
  for (const line of lines) {
    const key = `${line.transactionId}|${line.productId}|${line.treatmentId}|${line.qualityId}`;
    const price = line.linePrice ?? priceOf(line.productId, line.type, line.receivalDate);
    const known = byChoice.get(key);
    if (known) {
      known.quantity += line.quantity;
      known.goods += line.quantity * price;
    } else byChoice.set(key, { first: line, quantity: line.quantity, goods: line.quantity * price });
  }
  const feesTaken = new Set<number>();
  return [...byChoice.values()].map(({ first, quantity, goods }) => {
    const carriesFees = !feesTaken.has(first.transactionId);
    feesTaken.add(first.transactionId);
    const fees = carriesFees
      ? {
          freight: first.freight,
          transportFee: first.transportFee,
          customs: first.customs,
          sealing: first.sealing,
        }
      : { freight: 0, transportFee: 0, customs: 0, sealing: 0 };
    const price = quantity === 0 ? (first.linePrice ?? 0) : roundPrice(goods / quantity);
    const netAmount = roundMoney(goods + fees.freight + fees.transportFee + fees.customs + fees.sealing);
    return {
      transactionId: first.transactionId,
      locationId: first.locationId,
      productId: first.productId,
      treatmentId: first.treatmentId,
      qualityId: first.qualityId,
      quantity,
      price,
      ...fees,
      netAmount,
      vatRate,
      vatAmount: roundMoney((netAmount * vatRate) / 100),
    };
  });
}

const sumOf = (lines: readonly { netAmount: number; vatAmount: number }[]) => {
  const net = roundMoney(lines.reduce((sum, line) => sum + Number(line.netAmount), 0));
  const vat = roundMoney(lines.reduce((sum, line) => sum + Number(line.vatAmount), 0));
  return { netAmount: net, vatAmount: vat, totalAmount: roundMoney(net + vat) };
};

async function highestRunningNo(trx: Kysely<DB>, marketId: string, month: string): Promise<number> {
  const prefix = invoiceNoPrefix(marketId, month);
  const row = await trx
    .selectFrom('invoices')
    .select(sql<number | null>`max(substring(invoice_no from '([0-9]+)$')::integer)`.as('n'))
    .where('marketId', '=', marketId)
    .where('invoiceNo', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

/**
 * Makes the month's invoices of a market, inside the caller's transaction, and answers the new ones.
 * Idempotent: a customer's invoice of a month and type, and an order choice's line, are each inserted
 * with `on conflict do nothing`, so a second run (or a concurrent one in another transaction, which
 * waits on the first's rows) makes nothing twice. An order delivered after its customer's invoice of
 * the month was made stays uninvoiced (an invoice, once sent, is not changed).
 * Each new invoice raises an Invoice alert for its customer, in the market's language.
 */
export async function makeInvoicesForMonth(
  trx: Kysely<DB>,
  marketId: string,
  month: string,
  now: Date,
): Promise<MadeInvoices> {
  if (!/^20[0-9]{2}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`not a month: ${month}`);
  if (month >= monthOf(now)) throw new Error(`the month ${month} has not ended at ${now.toISOString()}`);
  const market = await trx
    .selectFrom('markets')
    .select(['currency', 'defaultLanguage'])
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  const candidates = await candidateLines(trx, marketId, month);
  const vatRate = vatRates[marketId] ?? 25;
  const rentals = await rentalLines(trx, marketId, month, vatRate);
  if (candidates.length === 0 && rentals.length === 0) return { invoiceIds: [], lines: 0 };
  const priceOf = await priceListOf(trx, marketId);
  const invoiceDate = firstDayOf(addMonths(month, 1));
  const dueDate = addDays(invoiceDate, paymentDays);

  interface Group {
    customerId: number;
    type: InvoiceType;
    lines: CandidateLine[];
    /** Lines already priced: a rental's. */
    priced: LineValues[];
  }
  const groups = new Map<string, Group>();
  const groupOf = (type: InvoiceType, customerId: number) => {
    const key = `${type}|${customerId}`;
    const group = groups.get(key) ?? { customerId, type, lines: [], priced: [] };
    groups.set(key, group);
    return group;
  };
  for (const line of candidates) groupOf(line.type, line.customerId).lines.push(line);
  for (const rental of rentals) groupOf('rental', rental.customerId).priced.push(rental.line);
  // A customer's invoice of the month and type is made once: later deliveries do not change it. Rental
  // lines left out here stay uninvoiced and ride on the customer's next month's rental invoice.
  const existing = await trx
    .selectFrom('invoices')
    .select(['customerId', 'type'])
    .where('marketId', '=', marketId)
    .where('month', '=', firstDayOf(month))
    .execute();
  for (const invoice of existing) groups.delete(`${invoice.type}|${invoice.customerId}`);
  const ordered = [...groups.values()].sort(
    (a, b) => a.customerId - b.customerId || a.type.localeCompare(b.type),
  );

  const made: MadeInvoices = { invoiceIds: [], lines: 0 };
  let running = await highestRunningNo(trx, marketId, month);
  for (const group of ordered) {
    const lines = [...invoiceLinesOf(group.lines, priceOf, vatRate), ...group.priced];
    const invoice = await insertInvoice(trx, {
      marketId,
      month,
      customerId: group.customerId,
      type: group.type,
      invoiceDate,
      dueDate,
      currency: market.currency,
      totals: sumOf(lines),
      createdAt: now,
      nextRunning: () => ++running,
      recount: async () => {
        running = await highestRunningNo(trx, marketId, month);
      },
    });
    if (!invoice) continue;
    const inserted = await trx
      .insertInto('invoiceLines')
      .values(lines.map((line) => ({ ...line, invoiceId: invoice.id })))
      .onConflict((conflict) => conflict.doNothing())
      .returning(['netAmount', 'vatAmount'])
      .execute();
    if (inserted.length === 0) {
      // Every line was invoiced meanwhile by another run: no invoice without lines.
      await trx.deleteFrom('invoices').where('id', '=', invoice.id).execute();
      continue;
    }
    let totals = sumOf(lines);
    if (inserted.length < lines.length) {
      totals = sumOf(
        inserted.map((line) => ({ netAmount: Number(line.netAmount), vatAmount: Number(line.vatAmount) })),
      );
      await trx.updateTable('invoices').set(totals).where('id', '=', invoice.id).execute();
    }
    made.invoiceIds.push(invoice.id);
    made.lines += inserted.length;
    await raiseInvoiceAlert(trx, {
      marketId,
      language: market.defaultLanguage,
      invoiceId: invoice.id,
      invoiceNo: invoice.invoiceNo,
      customerId: group.customerId,
      type: group.type,
      month,
      total: `${formatMoney(totals.totalAmount, localeOf(market.defaultLanguage))} ${market.currency}`,
      dueDate,
      now,
    });
  }
  return made;
}

interface NewInvoice {
  marketId: string;
  month: string;
  customerId: number;
  type: InvoiceType;
  invoiceDate: string;
  dueDate: string;
  currency: string;
  totals: { netAmount: number; vatAmount: number; totalAmount: number };
  createdAt: Date;
  nextRunning: () => number;
  recount: () => Promise<void>;
}

/**
 * Inserts the invoice under the next free number; null when the customer's invoice of the month and
 * type exists already (made by an earlier or a concurrent run). A number a concurrent run took first
 * is tried again with the next one after its numbers.
 */
async function insertInvoice(
  trx: Kysely<DB>,
  invoice: NewInvoice,
): Promise<{ id: number; invoiceNo: string } | null> {
  for (let attempt = 0; attempt < numberAttempts; attempt += 1) {
    const invoiceNo = invoiceNoOf(invoice.marketId, invoice.month, invoice.nextRunning());
    const row = await trx
      .insertInto('invoices')
      .values({
        marketId: invoice.marketId,
        customerId: invoice.customerId,
        type: invoice.type,
        month: firstDayOf(invoice.month),
        invoiceNo,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        currency: invoice.currency,
        ...invoice.totals,
        createdAt: invoice.createdAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: row.id, invoiceNo };
    const existing = await trx
      .selectFrom('invoices')
      .select('id')
      .where('customerId', '=', invoice.customerId)
      .where('month', '=', firstDayOf(invoice.month))
      .where('type', '=', invoice.type)
      .executeTakeFirst();
    if (existing) return null;
    await invoice.recount();
  }
  throw new Error(`no free invoice number for ${invoice.marketId} ${invoice.month}`);
}

async function raiseInvoiceAlert(
  trx: Kysely<DB>,
  alert: {
    marketId: string;
    language: string;
    invoiceId: number;
    invoiceNo: string;
    customerId: number;
    type: InvoiceType;
    month: string;
    total: string;
    dueDate: string;
    now: Date;
  },
) {
  const words = invoiceWordsFor(alert.language);
  await trx
    .insertInto('alerts')
    .values({
      marketId: alert.marketId,
      customerId: alert.customerId,
      source: 'Invoice',
      sourceId: alert.invoiceId,
      title: words.alertTitle(alert.invoiceNo),
      text: words.alertText({
        type: alert.type,
        month: monthName(alert.month, localeOf(alert.language)),
        total: alert.total,
        dueDate: alert.dueDate,
      }),
      createdAt: alert.now,
    })
    .execute();
}

/**
 * Every month up to `lastMonth` (inclusive, and never past the month before `now`) that has delivered
 * orders of the market, oldest first: the demo seed's history, or a catch-up after a long stop. Each
 * month's invoices and alerts are dated 02:15 UTC on the first of the next month (or `now`, if sooner),
 * when the job would have made them.
 */
export async function makeInvoicesUpTo(
  trx: Kysely<DB>,
  marketId: string,
  lastMonth: string,
  now: Date,
): Promise<MadeInvoices> {
  const previous = addMonths(monthOf(now), -1);
  const until = lastMonth < previous ? lastMonth : previous;
  const months = await trx
    .selectFrom('transactions')
    .select(sql<string>`to_char(receival_date, 'YYYY-MM')`.as('month'))
    .distinct()
    .where('marketId', '=', marketId)
    .where('transactionStatusId', '=', deliveredStatus)
    .where('transactionTypeId', 'in', Object.keys(typeOfOrder))
    .where('receivalDate', 'is not', null)
    .where('receivalDate', '<', firstDayOf(addMonths(until, 1)))
    .orderBy('month')
    .execute();
  // Months of opened rentals: from the first rental's start to the last month invoiced.
  const firstRental = await trx
    .selectFrom('rentals')
    .select(sql<string | null>`to_char(min(start_date), 'YYYY-MM')`.as('month'))
    .where('marketId', '=', marketId)
    .where('status', 'in', ['Open', 'Closed'])
    .executeTakeFirst();
  const allMonths = new Set(months.map((row) => row.month));
  for (let month = firstRental?.month ?? null; month && month <= until; month = addMonths(month, 1)) {
    allMonths.add(month);
  }
  const made: MadeInvoices = { invoiceIds: [], lines: 0 };
  for (const month of [...allMonths].sort()) {
    if (!/^20[0-9]{2}-/.test(month)) continue;
    // As if the job had run in the night after the month: the invoices and alerts carry that time.
    const nightAfter = new Date(`${firstDayOf(addMonths(month, 1))}T02:15:00Z`);
    const run = await makeInvoicesForMonth(trx, marketId, month, nightAfter < now ? nightAfter : now);
    made.invoiceIds.push(...run.invoiceIds);
    made.lines += run.lines;
  }
  return made;
}

/** The job's run: the month before `now` for every market, each market in its own transaction. */
export async function makeLastMonthsInvoices(
  db: Kysely<DB>,
  now: Date,
): Promise<{ marketId: string; invoices: number; lines: number }[]> {
  const month = addMonths(monthOf(now), -1);
  const markets = await db.selectFrom('markets').select('id').orderBy('id').execute();
  const runs = [];
  for (const { id } of markets) {
    const made = await db.transaction().execute((trx) => makeInvoicesForMonth(trx, id, month, now));
    runs.push({ marketId: id, invoices: made.invoiceIds.length, lines: made.lines });
  }
  return runs;
}
