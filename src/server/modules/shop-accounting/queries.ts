import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ShopFilter, ShopTransaction } from '../../../domain/shop-accounting/schemas.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { timeZoneOf } from '../../../domain/shared/market-time-zones.ts';
import type { DB } from '../../db/schema.ts';
import type { ShopTransactionsTable } from '../../db/schema-shop-accounting.ts';
import { localizedName } from '../reference/localized-name.ts';

/**
 * The market's day: today on the market's clock (domain/shared/market-time-zones.ts), not the database
 * session's zone, so that a sale booked just after midnight in Oslo or Helsinki is dated that day.
 */
export async function marketToday(db: Kysely<DB>, marketId: string): Promise<string> {
  const zone = timeZoneOf(marketId);
  const { rows } = await sql<{
    today: string;
  }>`select (now() at time zone ${zone})::date::text as today`.execute(db);
  return rows[0]!.today;
}

/** The products the market sells: those offered at one of its locations (ShopOptions lists the same). */
export function marketProducts(db: Kysely<DB>, marketId: string) {
  return db
    .selectFrom('products as p')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('productChoices as c')
          .innerJoin('locationProducts as lp', 'lp.productChoiceId', 'c.id')
          .innerJoin('locations as l', 'l.id', 'lp.locationId')
          .select('c.id')
          .whereRef('c.productId', '=', 'p.id')
          .where('l.marketId', '=', marketId),
      ),
    );
}

export interface Period {
  from: string;
  to: string;
}

/** The market's entries within the period and the filters. */
export function filteredEntries(db: Kysely<DB>, marketId: string, filter: ShopFilter, period: Period) {
  let query = db
    .selectFrom('shopTransactions as t')
    .where('t.marketId', '=', marketId)
    .where('t.date', '>=', period.from)
    .where('t.date', '<=', period.to);
  if (filter.channel) query = query.where('t.channel', '=', filter.channel);
  if (filter.productId) query = query.where('t.productId', '=', filter.productId);
  if (filter.paymentMethod) query = query.where('t.paymentMethod', '=', filter.paymentMethod);
  return query;
}

type EntryQuery = SelectQueryBuilder<DB & { t: ShopTransactionsTable }, 't', object>;

/** The entries as the list shows them: product name in the language, who booked it, reversal links. */
export function entryRows(query: EntryQuery, language: Locale) {
  return query
    .innerJoin('products as p', 'p.id', 't.productId')
    .innerJoin('users as u', 'u.id', 't.createdBy')
    .leftJoin('shopTransactions as r', 'r.reversesId', 't.id')
    .leftJoin('shopTransactions as o', 'o.id', 't.reversesId')
    .leftJoin('shopDayClosings as c', (join) =>
      join.onRef('c.marketId', '=', 't.marketId').onRef('c.date', '=', 't.date'),
    )
    .select([
      't.id',
      't.entryNo',
      't.date',
      't.channel',
      't.buyer',
      't.productId',
      't.quantity',
      't.unitPrice',
      't.vatRate',
      't.net',
      't.vat',
      't.gross',
      't.paymentMethod',
      't.reversesId',
      'o.entryNo as reversesNo',
      'r.id as reversedById',
      'r.entryNo as reversedByNo',
      'u.name as createdByName',
      't.createdAt',
      sql<boolean>`c.id is not null`.as('dayClosed'),
    ])
    .select(localizedName('p.names', language).as('productName'));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['execute']>>[number];

export function toTransaction(row: EntryRow): ShopTransaction {
  return {
    id: row.id,
    entryNo: row.entryNo,
    date: row.date,
    channel: row.channel,
    buyer: row.buyer,
    productId: row.productId,
    productName: row.productName,
    quantity: row.quantity,
    unitPrice: Number(row.unitPrice),
    vatRate: Number(row.vatRate),
    net: Number(row.net),
    vat: Number(row.vat),
    gross: Number(row.gross),
    paymentMethod: row.paymentMethod,
    reversesId: row.reversesId,
    reversesNo: row.reversesNo,
    reversedById: row.reversedById,
    reversedByNo: row.reversedByNo,
    createdByName: row.createdByName,
    createdAt: new Date(row.createdAt).toISOString(),
    dayClosed: row.dayClosed,
  };
}

export async function readEntry(db: Kysely<DB>, marketId: string, id: number, language: Locale) {
  const row = await entryRows(
    db.selectFrom('shopTransactions as t').where('t.marketId', '=', marketId).where('t.id', '=', id),
    language,
  ).executeTakeFirst();
  return row ? toTransaction(row) : null;
}

/** Serializes the writes of one market's day: entries, reversals and the closing of that day. */
export async function lockDay(trx: Kysely<DB>, marketId: string, date: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`shop-day:${marketId}:${date}`}))`.execute(trx);
}

/** The market's latest closed day, or null before its first closing. */
export async function lastClosedDay(db: Kysely<DB>, marketId: string): Promise<string | null> {
  const row = await db
    .selectFrom('shopDayClosings')
    .select(sql<string | null>`max(date)::text`.as('date'))
    .where('marketId', '=', marketId)
    .executeTakeFirst();
  return row?.date ?? null;
}

export async function isDayClosed(db: Kysely<DB>, marketId: string, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('shopDayClosings')
    .select('id')
    .where('marketId', '=', marketId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row !== undefined;
}
