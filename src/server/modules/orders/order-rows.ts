import { sql, type Kysely } from 'kysely';
import type { OrderRow, OrderSortField } from '../../../domain/orders/order-list.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { fullOrderRow, orderRowJson, type OrderRowOptions } from './order-row-json.ts';
import type { OrderQuery } from './queries.ts';

const sortColumns = {
  orderNo: 't.orderNo',
  dateSend: 't.sendDate',
  sentDate: 't.sentDate',
  receivalDate: 't.receivalDate',
  transactionStatusId: 't.transactionStatusId',
  transactionTypeId: 't.transactionTypeId',
  reference: 't.reference',
  myReference: 't.myReference',
  quantity: 't.quantity',
  amount: 't.amount',
  locationNameFrom: 'lf.name',
  locationNameTo: 'lt.name',
  createdAt: 't.createdAt',
} as const satisfies Record<OrderSortField, string>;

export interface OrderSort {
  field: OrderSortField;
  descending: boolean;
}

/** One page of rows, sorted, empty values last either way, ties broken by id (stable paging). */
function pageOfRows(
  query: OrderQuery,
  sort: OrderSort,
  count: number,
  language: Locale,
  options: OrderRowOptions,
) {
  const direction = sort.descending ? 'desc' : 'asc';
  return query
    .select((eb) => [
      orderRowJson(eb, language, options).as('row'),
      eb.ref(sortColumns[sort.field]).as('k'),
      't.id',
    ])
    .orderBy(sortColumns[sort.field], (order) => order[direction]().nullsLast())
    .orderBy('t.id', direction)
    .limit(count);
}

/**
 * The rows as objects, for the calls that act on orders; names in the language. `options` say whether
 * the rows carry the signature drawing and the sort data (order-row-json.ts: fullOrderRow for one
 * order read by itself, the default; listOrderRow for a list).
 */
export async function selectOrderRows(
  query: OrderQuery,
  sort: OrderSort,
  count: number,
  language: Locale,
  options: OrderRowOptions = fullOrderRow,
): Promise<OrderRow[]> {
  const rows = await pageOfRows(query, sort, count, language, options).execute();
  return rows.map((row) => row.row);
}

/**
 * The rows as one JSON array in PostgreSQL's text, for the list to send as it is (order-row-json.ts).
 * The page is ordered again inside the aggregate: a subquery's order is not a promise to json_agg.
 */
export async function selectOrderRowsJson(
  db: Kysely<DB>,
  query: OrderQuery,
  sort: OrderSort,
  count: number,
  language: Locale,
  options: OrderRowOptions,
): Promise<string> {
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const { rows } = await db
    .selectFrom(pageOfRows(query, sort, count, language, options).as('p'))
    .select(
      sql<string>`coalesce(json_agg(p.row order by p.k ${direction} nulls last, p.id ${direction}), '[]')::text`.as(
        'rows',
      ),
    )
    .executeTakeFirstOrThrow();
  return rows;
}
