import { sql, type Kysely } from 'kysely';
import type {
  ContainerOrderRow,
  ContainerOrderSortField,
} from '../../../domain/containers/container-order-input.ts';
import {
  nextContainerOrderStatuses,
  type ContainerOrderStatus,
} from '../../../domain/containers/container-order-status.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { inContainerScope, isContainerProvider, type ContainerScope } from '../containers/container-scope.ts';
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

/** The row as the client sees it, with the statuses the scope may set next. */
export function containerOrderRowOf(row: Selected, scope: ContainerScope): ContainerOrderRow {
  const actor = isContainerProvider(scope) ? 'provider' : 'customer';
  return {
    ...row,
    status: row.status as ContainerOrderStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nextStatuses: nextContainerOrderStatuses(row.status as ContainerOrderStatus, actor),
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
