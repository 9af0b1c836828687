import type { Kysely } from 'kysely';
import type { OrderSortField } from '../../../domain/orders/order-list.ts';
import type { DB } from '../../db/schema.ts';
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
export function selectOrderRows(query: OrderQuery, sort: OrderSort, count: number) {
  const direction = sort.descending ? 'desc' : 'asc';
  return query
    .select([
      't.id',
      't.orderNo',
      't.transactionTypeId',
      't.transactionStatusId',
      't.customerId',
      't.locationIdFrom',
      't.locationIdTo',
      'lf.name as locationNameFrom',
      'lt.name as locationNameTo',
      't.reference',
      't.myReference',
      't.sendersRef',
      't.receiversRef',
      't.transportRef',
      't.sendDate as dateSend',
      't.sentDate',
      't.receivalDate',
      't.pickupDate',
      't.quantity',
      't.amount',
      't.currency',
      't.isReceiverRegistered',
      't.version',
      // Counted in the page query through order_comments_transaction_idx; PostgreSQL evaluates it after
      // the sort and limit, so only the page's rows are counted (issue 4 item 6, the comment badge).
      (eb) =>
        eb
          .selectFrom('orderComments as oc')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('oc.transactionId', '=', 't.id')
          .$asScalar()
          .as('commentCount'),
    ])
    .orderBy(sortColumns[sort.field], (order) => order[direction]().nullsLast())
    .orderBy('t.id', direction)
    .limit(count)
    .execute();
}

export async function countOrders(query: OrderQuery): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The lines of a page's orders in one query, with their product, treatment and quality names. */
export function selectOrderLines(db: Kysely<DB>, orderIds: readonly number[]) {
  return db
    .selectFrom('transactionLines as l')
    .innerJoin('products as p', 'p.id', 'l.productId')
    .innerJoin('treatments as tr', 'tr.id', 'l.treatmentId')
    .innerJoin('qualities as q', 'q.id', 'l.qualityId')
    .select([
      'l.id',
      'l.transactionId',
      'l.productId',
      'p.name as productName',
      'p.image as productImage',
      'l.treatmentId',
      'tr.name as treatmentName',
      'l.qualityId',
      'q.name as qualityName',
      'l.quantityOrdered',
      'l.quantityPicked',
      'l.quantityDelivered',
      'l.price',
      'l.amount',
      'l.isPooling',
    ])
    .where('l.transactionId', 'in', orderIds)
    .orderBy('l.transactionId')
    .orderBy('l.id')
    .execute();
}
