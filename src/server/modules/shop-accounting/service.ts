import { sql, type Kysely } from 'kysely';
import { vatRates } from '../../../domain/reports/invoices.ts';
import { entryAmounts, sumAmounts } from '../../../domain/shop-accounting/amounts.ts';
import { periodOf } from '../../../domain/shop-accounting/period.ts';
import {
  bookingDateRefusal,
  reversalOf,
  reversalRefusal,
  shopErrorMessages,
} from '../../../domain/shop-accounting/rules.ts';
import {
  mobilePaymentName,
  type ShopClosing,
  type ShopClosingsQuery,
  type ShopFilter,
  type ShopListQuery,
  type ShopOptions,
  type ShopReverseInput,
  type ShopSums,
  type ShopTotals,
  type ShopTotalsRow,
  type ShopTransaction,
  type ShopTransactionInput,
  type ShopTransactionPage,
} from '../../../domain/shop-accounting/schemas.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { localizedName } from '../reference/localized-name.ts';
import {
  entryRows,
  filteredEntries,
  isDayClosed,
  lastClosedDay,
  lockDay,
  marketProducts,
  marketToday,
  readEntry,
  toTransaction,
} from './queries.ts';
import type { ShopActor } from './shop-actor.ts';

const refuse = (status: number, type: keyof typeof shopErrorMessages, data?: unknown) =>
  new HttpError(status, shopErrorMessages[type], type, data);

/** The market's VAT rate in % (domain/reports/invoices.ts). */
export const vatRateOf = (marketId: string) => vatRates[marketId] ?? 25;

async function marketCurrency(db: Kysely<DB>, marketId: string) {
  const market = await db
    .selectFrom('markets')
    .select('currency')
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  return market.currency;
}

/** GET ShopTransactions: a page of the period's entries, newest first, reversals beside their originals. */
export async function listEntries(
  db: Kysely<DB>,
  actor: ShopActor,
  query: ShopListQuery,
  language: Locale,
): Promise<ShopTransactionPage> {
  const period = periodOf(query, await marketToday(db, actor.marketId));
  const base = filteredEntries(db, actor.marketId, query, period);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    entryRows(base, language)
      .orderBy('t.date', 'desc')
      .orderBy('t.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { total: Number(count.total), rows: rows.map(toTransaction) };
}

/** Every entry of the filter, in batches of 500 by date and id, for the export. */
export async function* entryBatches(
  db: Kysely<DB>,
  actor: ShopActor,
  filter: ShopFilter,
  language: Locale,
): AsyncGenerator<ShopTransaction[]> {
  const period = periodOf(filter, await marketToday(db, actor.marketId));
  // Keyset paging by (date, id): a sale booked meanwhile on an earlier open day cannot shift the pages.
  let after: { date: string; id: number } | null = null;
  for (;;) {
    let query = filteredEntries(db, actor.marketId, filter, period);
    if (after) {
      const last: { date: string; id: number } = after;
      query = query.where((eb) =>
        eb.or([
          eb('t.date', '>', last.date),
          eb.and([eb('t.date', '=', last.date), eb('t.id', '>', last.id)]),
        ]),
      );
    }
    const rows = await entryRows(query, language).orderBy('t.date').orderBy('t.id').limit(500).execute();
    if (rows.length > 0) yield rows.map(toTransaction);
    if (rows.length < 500) return;
    const lastRow = rows[rows.length - 1]!;
    after = { date: lastRow.date, id: lastRow.id };
  }
}

const emptySums = (): ShopSums => ({ net: 0, vat: 0, gross: 0, count: 0 });
const emptyRow = (period: string): ShopTotalsRow => ({
  period,
  all: emptySums(),
  Shop: emptySums(),
  Wholesale: emptySums(),
});

/** Adds a group's sums in cents (sumAmounts), so many entries add up exactly. */
function addTo(sums: ShopSums, group: ShopSums) {
  Object.assign(sums, sumAmounts([sums, group]));
  sums.count += group.count;
}

/**
 * GET ShopTotals: net, VAT, gross and count of the period, per day of the period, and per month over
 * the whole month whatever the day filter; all and per channel. A chosen day with no sales still gets
 * a row, so that it can be closed.
 */
export async function shopTotals(db: Kysely<DB>, actor: ShopActor, filter: ShopFilter): Promise<ShopTotals> {
  const today = await marketToday(db, actor.marketId);
  const period = periodOf(filter, today);
  const monthPeriod = periodOf({ month: period.from.slice(0, 7) }, today);
  const [groups, closed, currency] = await Promise.all([
    filteredEntries(db, actor.marketId, filter, monthPeriod)
      .select([
        't.date',
        't.channel',
        sql<number>`sum(t.net)`.as('net'),
        sql<number>`sum(t.vat)`.as('vat'),
        sql<number>`sum(t.gross)`.as('gross'),
        sql<number>`count(*)`.as('count'),
      ])
      .groupBy(['t.date', 't.channel'])
      .orderBy('t.date')
      .execute(),
    db
      .selectFrom('shopDayClosings')
      .select('date')
      .where('marketId', '=', actor.marketId)
      .where('date', '>=', period.from)
      .where('date', '<=', period.to)
      .execute(),
    marketCurrency(db, actor.marketId),
  ]);
  const closedDays = new Set(closed.map((row) => row.date));
  const dayRow = (date: string) => ({ ...emptyRow(date), closed: closedDays.has(date) });
  const days = new Map<string, ShopTotalsRow>();
  if (filter.day && filter.day <= today) days.set(filter.day, dayRow(filter.day));
  const months = new Map<string, ShopTotalsRow>();
  const whole = emptyRow(`${period.from}/${period.to}`);
  for (const group of groups) {
    const sums = {
      net: Number(group.net),
      vat: Number(group.vat),
      gross: Number(group.gross),
      count: Number(group.count),
    };
    const month = group.date.slice(0, 7);
    const monthRow = months.get(month) ?? emptyRow(month);
    months.set(month, monthRow);
    const inPeriod = group.date >= period.from && group.date <= period.to;
    const day = inPeriod ? (days.get(group.date) ?? dayRow(group.date)) : null;
    if (day) days.set(group.date, day);
    for (const row of inPeriod ? [day!, monthRow, whole] : [monthRow]) {
      addTo(row.all, sums);
      addTo(row[group.channel], sums);
    }
  }
  return {
    currency,
    period: whole,
    days: [...days.values()].reverse(),
    months: [...months.values()].reverse(),
  };
}

async function assertBookable(trx: Kysely<DB>, marketId: string, date: string, today: string) {
  const refusal = bookingDateRefusal(date, today, await lastClosedDay(trx, marketId));
  if (refusal) throw refuse(400, refusal, { field: 'date' });
  await lockDay(trx, marketId, date);
  if (await isDayClosed(trx, marketId, date)) throw refuse(409, 'DayClosed', { date });
}

/** POST shopTransaction: books a sale with the market's VAT rate; the amounts are computed here. */
export async function createEntry(
  db: Kysely<DB>,
  actor: ShopActor,
  input: ShopTransactionInput,
  language: Locale,
): Promise<ShopTransaction> {
  const product = await marketProducts(db, actor.marketId)
    .select('p.id')
    .where('p.id', '=', input.productId)
    .executeTakeFirst();
  if (!product) {
    throw new HttpError(400, shopErrorMessages.UnknownProduct, 'ValidationError', {
      issues: [{ field: 'productId', message: 'not a product of the market' }],
    });
  }
  const vatRate = vatRateOf(actor.marketId);
  return inTransaction(db, async (trx) => {
    await assertBookable(trx, actor.marketId, input.date, await marketToday(trx, actor.marketId));
    const created = await trx
      .insertInto('shopTransactions')
      .values({
        marketId: actor.marketId,
        date: input.date,
        channel: input.channel,
        buyer: input.buyer,
        productId: input.productId,
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        vatRate,
        ...entryAmounts(input.quantity, input.unitPrice, vatRate),
        paymentMethod: input.paymentMethod,
        createdBy: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await readEntry(trx, actor.marketId, created.id, language))!;
  });
}

/** PostgreSQL's unique_violation: another reversal of the same entry came first. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * POST shopTransactionReverse: a new entry with the quantity and amounts negated that points to the
 * original, on an open day (today unless given); the original stays as it was.
 */
export async function reverseEntry(
  db: Kysely<DB>,
  actor: ShopActor,
  input: ShopReverseInput,
  language: Locale,
): Promise<ShopTransaction> {
  return inTransaction(db, async (trx) => {
    const original = await trx
      .selectFrom('shopTransactions')
      .selectAll()
      .where('marketId', '=', actor.marketId)
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!original) throw notFound('No such shop transaction');
    const reversal = await trx
      .selectFrom('shopTransactions')
      .select('id')
      .where('reversesId', '=', original.id)
      .executeTakeFirst();
    const refusal = reversalRefusal({ reversesId: original.reversesId, reversedById: reversal?.id ?? null });
    if (refusal) {
      throw refuse(409, refusal, await readEntry(trx, actor.marketId, original.id, language));
    }
    const today = await marketToday(trx, actor.marketId);
    const date = input.date ?? today;
    if (date < original.date) {
      throw new HttpError(400, shopErrorMessages.ReversalBeforeOriginal, 'ValidationError', {
        issues: [{ field: 'date', message: 'before the entry it reverses' }],
      });
    }
    await assertBookable(trx, actor.marketId, date, today);
    const negated = reversalOf({
      quantity: original.quantity,
      net: Number(original.net),
      vat: Number(original.vat),
      gross: Number(original.gross),
    });
    const created = await trx
      .insertInto('shopTransactions')
      .values({
        marketId: actor.marketId,
        date,
        channel: original.channel,
        buyer: original.buyer,
        productId: original.productId,
        unitPrice: original.unitPrice,
        vatRate: original.vatRate,
        paymentMethod: original.paymentMethod,
        ...negated,
        reversesId: original.id,
        createdBy: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? refuse(409, 'AlreadyReversed') : error;
      });
    return (await readEntry(trx, actor.marketId, created.id, language))!;
  });
}

function closingOf(row: {
  date: string;
  count: number;
  net: number;
  vat: number;
  gross: number;
  closedByName: string;
  closedAt: Date;
}): ShopClosing {
  return {
    date: row.date,
    count: row.count,
    net: Number(row.net),
    vat: Number(row.vat),
    gross: Number(row.gross),
    closedByName: row.closedByName,
    closedAt: new Date(row.closedAt).toISOString(),
  };
}

function closingRows(db: Kysely<DB>, marketId: string) {
  return db
    .selectFrom('shopDayClosings as c')
    .innerJoin('users as u', 'u.id', 'c.closedBy')
    .select(['c.date', 'c.count', 'c.net', 'c.vat', 'c.gross', 'u.name as closedByName', 'c.closedAt'])
    .where('c.marketId', '=', marketId);
}

/** GET ShopClosings: the closed days of a month (the last 62 if none given), newest first. */
export async function listClosings(
  db: Kysely<DB>,
  actor: ShopActor,
  query: ShopClosingsQuery,
): Promise<ShopClosing[]> {
  let select = closingRows(db, actor.marketId);
  if (query.month) {
    const period = periodOf({ month: query.month }, '');
    select = select.where('c.date', '>=', period.from).where('c.date', '<=', period.to);
  }
  const rows = await select.orderBy('c.date', 'desc').limit(62).execute();
  return rows.map(closingOf);
}

/** POST shopDayClose: records who closed the day and its totals; the day then takes no more entries. */
export async function closeDay(db: Kysely<DB>, actor: ShopActor, date: string): Promise<ShopClosing> {
  return inTransaction(db, async (trx) => {
    const today = await marketToday(trx, actor.marketId);
    if (date > today) throw refuse(400, 'DayInFuture', { field: 'date' });
    await lockDay(trx, actor.marketId, date);
    if (await isDayClosed(trx, actor.marketId, date)) throw refuse(409, 'DayAlreadyClosed', { date });
    const sums = await trx
      .selectFrom('shopTransactions')
      .select([
        sql<number>`coalesce(sum(net), 0)`.as('net'),
        sql<number>`coalesce(sum(vat), 0)`.as('vat'),
        sql<number>`coalesce(sum(gross), 0)`.as('gross'),
        sql<number>`count(*)`.as('count'),
      ])
      .where('marketId', '=', actor.marketId)
      .where('date', '=', date)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shopDayClosings')
      .values({
        marketId: actor.marketId,
        date,
        count: Number(sums.count),
        net: sums.net,
        vat: sums.vat,
        gross: sums.gross,
        closedBy: actor.userId,
      })
      .execute();
    const row = await closingRows(trx, actor.marketId).where('c.date', '=', date).executeTakeFirstOrThrow();
    return closingOf(row);
  });
}

/** GET ShopOptions: what the form offers — the market's products, its VAT rate, currency and mobile payment. */
export async function shopOptions(db: Kysely<DB>, actor: ShopActor, language: Locale): Promise<ShopOptions> {
  const today = await marketToday(db, actor.marketId);
  const [products, currency, todayClosed] = await Promise.all([
    marketProducts(db, actor.marketId)
      .select(['p.id', localizedName('p.names', language).as('name')])
      .orderBy('name')
      .execute(),
    marketCurrency(db, actor.marketId),
    isDayClosed(db, actor.marketId, today),
  ]);
  return {
    currency,
    vatRate: vatRateOf(actor.marketId),
    mobilePaymentName: mobilePaymentName(actor.marketId),
    mayClose: actor.mayClose,
    today,
    todayClosed,
    products,
  };
}
