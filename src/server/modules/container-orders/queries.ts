import { sql, type Kysely } from 'kysely';
import type { ContainerOrderRow } from '../../../domain/containers/container-order-input.ts';
import type { ContainerOrderSortField } from '../../../domain/containers/container-order-sort.ts';
import {
  nextContainerOrderStatuses,
  type ContainerOrderStatus,
} from '../../../domain/containers/container-order-status.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import {
  inContainerScope,
  isContainerProvider,
  reachesLocation,
  type ContainerScope,
  type ContainerScopes,
} from '../containers/container-scope.ts';
import { localizedName } from '../reference/localized-name.ts';

/** The container orders a scope reaches, with the names the list shows. */
export function reachableContainerOrders(db: Kysely<DB>, scope: ContainerScope, language: Locale) {
  return db
    .selectFrom('containerOrders')
    .innerJoin('customers as c', 'c.id', 'containerOrders.customerId')
    .innerJoin('locations as l', 'l.id', 'containerOrders.locationId')
    .innerJoin('users as u', 'u.id', 'containerOrders.createdBy')
    .innerJoin('containerTypes as ct', (join) =>
      join
        .onRef('ct.marketId', '=', 'containerOrders.marketId')
        .onRef('ct.id', '=', 'containerOrders.containerTypeId'),
    )
    .where(inContainerScope('containerOrders', scope))
    .select([
      'containerOrders.id',
      'containerOrders.marketId',
      'containerOrders.orderNo',
      'containerOrders.customerId',
      'c.name as customerName',
      'containerOrders.locationId',
      'l.name as locationName',
      'containerOrders.containerTypeId',
      localizedName('ct.names', language).as('containerTypeName'),
      'containerOrders.count',
      sql<string>`container_orders.delivery_date::text`.as('deliveryDate'),
      'containerOrders.deliveryAddress',
      'containerOrders.reference',
      'containerOrders.status',
      'u.name as createdByName',
      'containerOrders.createdAt',
      'containerOrders.updatedAt',
      'containerOrders.version',
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof reachableContainerOrders>['execute']>>[number];

/**
 * The row as the client sees it, with the statuses the session may set next — none where it only reads
 * (a customer-level reader on a sibling location's order).
 */
export function containerOrderRowOf(row: Selected, scopes: ContainerScopes): ContainerOrderRow {
  const actor = isContainerProvider(scopes.write) ? 'provider' : 'customer';
  const { marketId: _market, ...shown } = row;
  const writable = reachesLocation(scopes.write, {
    id: row.locationId,
    customerId: row.customerId,
    marketId: row.marketId,
  });
  return {
    ...shown,
    status: row.status as ContainerOrderStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nextStatuses: writable ? nextContainerOrderStatuses(row.status as ContainerOrderStatus, actor) : [],
  };
}

export const containerOrderSortColumns = {
  orderNo: 'containerOrders.orderNo',
  deliveryDate: 'containerOrders.deliveryDate',
  status: 'containerOrders.status',
  count: 'containerOrders.count',
  locationName: 'l.name',
  createdAt: 'containerOrders.createdAt',
} as const satisfies Record<ContainerOrderSortField, string>;
