import type { Kysely } from 'kysely';
import type { OrderListQuery } from '../../../domain/orders/order-list.ts';
import type { DB } from '../../db/schema.ts';
import type { OrderScope } from './order-scope.ts';

export type OrderFilter = Partial<
  Pick<
    OrderListQuery,
    | 'customerId'
    | 'transactionType'
    | 'locationId'
    | 'locationIdFrom'
    | 'locationIdTo'
    | 'term'
    | 'sendLower'
    | 'sendUpper'
    | 'transactionStatus'
    | 'ids'
  >
> & {
  /** Only orders from this customer's locations to another customer's (GET ExternalOrders). */
  externalOf?: number;
};

function joinedOrders(db: Kysely<DB>) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('locations as lf', 'lf.id', 't.locationIdFrom')
    .innerJoin('locations as lt', 'lt.id', 't.locationIdTo');
}
export type OrderQuery = ReturnType<typeof joinedOrders>;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const searchedColumns = [
  't.orderNo',
  't.reference',
  't.myReference',
  't.sendersRef',
  't.receiversRef',
  't.transportRef',
] as const;

/** The market's orders the scope covers, narrowed by the list call's filters (spec §7). */
export function filteredOrders(db: Kysely<DB>, marketId: string, scope: OrderScope, filter: OrderFilter) {
  let query = joinedOrders(db).where('t.marketId', '=', marketId);
  if (scope.kind === 'customer') {
    const { customerId } = scope;
    query = query.where((eb) =>
      eb.or([eb('lf.customerId', '=', customerId), eb('lt.customerId', '=', customerId)]),
    );
  } else if (scope.kind === 'locations') {
    const { locationIds } = scope;
    query = query.where((eb) =>
      eb.or([eb('t.locationIdFrom', 'in', locationIds), eb('t.locationIdTo', 'in', locationIds)]),
    );
  }
  const { customerId, locationId, externalOf, term } = filter;
  if (customerId !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('lf.customerId', '=', customerId), eb('lt.customerId', '=', customerId)]),
    );
  }
  if (locationId !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('t.locationIdFrom', '=', locationId), eb('t.locationIdTo', '=', locationId)]),
    );
  }
  if (filter.locationIdFrom !== undefined)
    query = query.where('t.locationIdFrom', '=', filter.locationIdFrom);
  if (filter.locationIdTo !== undefined) query = query.where('t.locationIdTo', '=', filter.locationIdTo);
  if (filter.transactionType?.length)
    query = query.where('t.transactionTypeId', 'in', filter.transactionType);
  if (filter.transactionStatus?.length) {
    query = query.where('t.transactionStatusId', 'in', filter.transactionStatus);
  }
  if (filter.ids?.length) query = query.where('t.id', 'in', filter.ids);
  if (filter.sendLower) query = query.where('t.sendDate', '>=', filter.sendLower);
  if (filter.sendUpper) query = query.where('t.sendDate', '<=', filter.sendUpper);
  if (term) {
    const pattern = likePrefix(term);
    query = query.where((eb) => eb.or(searchedColumns.map((column) => eb(column, 'ilike', pattern))));
  }
  if (externalOf !== undefined) {
    query = query.where('lf.customerId', '=', externalOf).where('lt.customerId', '<>', externalOf);
  }
  return query;
}
