import type { Kysely } from 'kysely';
import {
  dockAreaMax,
  dockAreaRules,
  dockAreas,
  type DockArea,
  type DockOrders,
} from '../../../domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { listOrderRow } from '../orders/order-row-json.ts';
import { orderScopeOf, type OrderScope } from '../orders/order-scope.ts';
import { orderRows } from '../orders/service.ts';

/** One area's orders at the acting location, oldest send date first (ties by id), at most dockAreaMax. */
function areaOrders(db: Kysely<DB>, session: Session, scope: OrderScope, area: DockArea) {
  const rule = dockAreaRules[area];
  return orderRows(
    db,
    session,
    scope,
    {
      [rule.end]: session.locationId,
      transactionType: [...rule.types],
      transactionStatus: [...rule.statuses],
    },
    // Up to dockAreaMax rows a list, kept offline: without signature drawings and sort data.
    listOrderRow,
    { field: 'dateSend', descending: false },
    dockAreaMax,
  );
}

/**
 * GET dockOrders (issue 6; spec §2 Delivery, Reception, Expedition): the acting location's three work
 * lists, lines included, read in the session's order scope (which always covers its acting location).
 */
export async function dockOrders(db: Kysely<DB>, session: Session): Promise<DockOrders<OrderRow>> {
  const scope = await orderScopeOf(db, session);
  const lists = await Promise.all(dockAreas.map((area) => areaOrders(db, session, scope, area)));
  return Object.fromEntries(dockAreas.map((area, index) => [area, lists[index]!])) as DockOrders<OrderRow>;
}
