import { sql } from 'kysely';
import type { TestApp } from '../../helpers/test-app.ts';

export interface Choice {
  productId: string;
  treatmentId: string;
  qualityId: string;
}

export interface OrderFixture {
  type: 'TO' | 'HE' | 'GL' | 'OO' | 'RO';
  from: number;
  to: number;
  lines: (Choice & { quantity: number; amount?: number })[];
  /** When the pallets left and arrived (ISO); both movements by default at `at`. */
  at: string;
  receivedAt?: string;
  fillDegree?: number | null;
}

let orderSeq = 0;

export async function locationIdOf(t: TestApp, name: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('locations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function userOf(t: TestApp, loginName: string, market = 'no') {
  return t.app.db
    .selectFrom('users')
    .select(['id', 'customerId', 'locationId'])
    .where('loginName', '=', loginName)
    .where('marketId', '=', market)
    .executeTakeFirstOrThrow();
}

/** Product choices of the catalogue, in a fixed order. */
export async function choices(t: TestApp, count: number): Promise<Choice[]> {
  const rows = await t.app.db
    .selectFrom('productChoices')
    .select(['productId', 'treatmentId', 'qualityId'])
    .orderBy('id')
    .execute();
  // Distinct products, so that a product filter picks one choice.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.productId) && seen.add(row.productId)).slice(0, count);
}

/**
 * A delivered order straight in the tables, with the balance movements the dock would have recorded:
 * the lines' pallets out of `from` and into `to` (the trigger of migration 0019 adds them up).
 */
export async function deliveredOrder(t: TestApp, order: OrderFixture): Promise<number> {
  const db = t.app.db;
  const from = await db
    .selectFrom('locations')
    .select(['customerId', 'marketId'])
    .where('id', '=', order.from)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('transactions')
    .values({
      marketId: from.marketId,
      orderNo: `RPT-${++orderSeq}-${Date.now() % 100000}`,
      transactionTypeId: order.type,
      transactionStatusId: 5,
      customerId: from.customerId,
      locationIdFrom: order.from,
      locationIdTo: order.to,
      fillDegree: order.fillDegree ?? null,
      currency: 'NOK',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transactionLines')
    .values(
      order.lines.map((line) => ({
        transactionId: row.id,
        productId: line.productId,
        treatmentId: line.treatmentId,
        qualityId: line.qualityId,
        quantityOrdered: line.quantity,
        quantityDelivered: line.quantity,
        amount: line.amount ?? 0,
      })),
    )
    .execute();
  const movement = (locationId: number, kind: 'sent' | 'received', createdAt: string) =>
    order.lines.map((line) => ({
      locationId,
      productId: line.productId,
      treatmentId: line.treatmentId,
      qualityId: line.qualityId,
      quantity: kind === 'sent' ? -line.quantity : line.quantity,
      kind,
      transactionId: row.id,
      createdAt,
    }));
  await db
    .insertInto('balanceMovements')
    .values([
      ...movement(order.from, 'sent', order.at),
      ...movement(order.to, 'received', order.receivedAt ?? order.at),
    ])
    .execute();
  return row.id;
}

/** movement_months against a direct sum over balance_movements: the rows that differ (none when equal). */
export async function aggregateDrift(t: TestApp) {
  const result = await sql<{ locationId: number; month: string; productId: string }>`
    with direct as (
      select bm.location_id, date_trunc('month', bm.created_at at time zone 'UTC')::date as month,
             bm.product_id, bm.treatment_id, bm.quality_id, bm.kind,
             sum(greatest(bm.quantity, 0))::int as quantity_in, sum(greatest(-bm.quantity, 0))::int as quantity_out,
             count(*)::int as movements
        from balance_movements bm group by 1, 2, 3, 4, 5, 6
    ), months as (
      select location_id, month, product_id, treatment_id, quality_id, kind,
             sum(quantity_in)::int as quantity_in, sum(quantity_out)::int as quantity_out, sum(movements)::int as movements
        from movement_months group by 1, 2, 3, 4, 5, 6
       having sum(movements) <> 0 or sum(quantity_in) <> 0 or sum(quantity_out) <> 0
    )
    select coalesce(d.location_id, m.location_id) as location_id, coalesce(d.month, m.month)::text as month,
           coalesce(d.product_id, m.product_id) as product_id
      from direct d full join months m using (location_id, month, product_id, treatment_id, quality_id, kind)
     where d.quantity_in is distinct from m.quantity_in or d.quantity_out is distinct from m.quantity_out
        or d.movements is distinct from m.movements
  `.execute(t.app.db);
  return result.rows;
}

/** This month and the 11 before it, as a report filter. */
export function lastTwelveMonths(now = new Date()) {
  const to = now.toISOString().slice(0, 7);
  const [year, month] = to.split('-').map(Number);
  const index = year! * 12 + month! - 1 - 11;
  const from = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return { from, to };
}

/** A day in the month `monthsAgo` months before this one (UTC). */
export function daysInMonthAgo(monthsAgo: number, day = 10, now = new Date()) {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day, 12));
  return date.toISOString();
}

export function reportAs<T>(
  t: TestApp,
  login: string,
  call: string,
  query: Record<string, string>,
  market = 'no',
) {
  return t.callAs<T>(login, 'GET', call, { query, market });
}

/** The answer's data, failing the test on any other status than 200. */
export async function dataOf<T>(
  t: TestApp,
  login: string,
  call: string,
  query: Record<string, string>,
  market = 'no',
) {
  const answer = await reportAs<T>(t, login, call, query, market);
  if (answer.status !== 200 || answer.body.data === undefined) {
    throw new Error(
      `${call} as ${login}: ${answer.status} ${JSON.stringify(answer.body.error ?? answer.response.body.slice(0, 300))}`,
    );
  }
  return answer.body.data;
}
