import type { Kysely } from 'kysely';
import { invalidDeliveryLocationMessage, type GoodsDelivery } from '../../../domain/dock/goods-delivery.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { dockCallTask } from '../../../domain/tasks/call-tasks.ts';
import { assertActingTask } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { visibleOrder } from '../orders/order-access.ts';
import { arrivalChoices, type ArrivalLine } from './arrival-choices.ts';
import { insertDockMadeOrder, type DockMadeOrder } from './dock-made-order.ts';
import { otherLocationOf } from './other-location.ts';

/** spec §5: every product of the delivery must be listed for the location it goes to (any availability). */
async function assertAllowedAt(db: Kysely<DB>, locationId: number, lines: readonly ArrivalLine[]) {
  const listed = await db
    .selectFrom('locationProducts')
    .select('productChoiceId')
    .where('locationId', '=', locationId)
    .where(
      'productChoiceId',
      'in',
      lines.map((line) => line.productChoiceId),
    )
    .execute();
  if (listed.length < new Set(lines.map((line) => line.productChoiceId)).size) {
    throw new HttpError(422, invalidDeliveryLocationMessage, 'InvalidLocation');
  }
}

/** Where the delivery goes: a location of the market (sent, GL 4), or the customer's external one (GL 5). */
async function destinationOf(
  db: Kysely<DB>,
  session: Session,
  delivery: GoodsDelivery,
  lines: readonly ArrivalLine[],
): Promise<Pick<DockMadeOrder, 'locationIdTo' | 'externalLocationId' | 'transactionStatusId'>> {
  if (delivery.locationIdTo !== null) {
    const to = await otherLocationOf(db, session, 'locationIdTo', delivery.locationIdTo);
    await assertAllowedAt(db, to.id, lines);
    return { locationIdTo: to.id, externalLocationId: null, transactionStatusId: orderStatus.Sent };
  }
  const external = await db
    .selectFrom('externalLocations')
    .select('id')
    .where('id', '=', delivery.externalLocationId ?? 0)
    .where('customerId', '=', session.customerId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!external) throw notFound('External location not found');
  // Nobody receives it in the portal: its ends are both the sender, and it is confirmed at once.
  return {
    locationIdTo: session.locationId,
    externalLocationId: external.id,
    transactionStatusId: orderStatus.Confirmed,
  };
}

/**
 * POST goodsDelivery (issue 6, item 3): the acting location delivers pallets now, as a goods delivery
 * (GL) from it — whoever acts at a location with the SHIPMENT task may deliver from it, to a location
 * it trades with (other-location.ts), decided by the session alone. The
 * acting location's balance goes down; the receiver registers the arrival in reception, except at an
 * external location, where nothing is received.
 */
export async function deliverGoods(
  db: Kysely<DB>,
  session: Session,
  delivery: GoodsDelivery,
): Promise<OrderRow> {
  await assertActingTask(db, session, dockCallTask.goodsDelivery);
  const lines = await arrivalChoices(db, delivery.lines);
  const destination = await destinationOf(db, session, delivery, lines);
  return inTransaction(db, async (trx) => {
    const id = await insertDockMadeOrder(
      trx,
      session,
      {
        ...destination,
        transactionTypeId: 'GL',
        locationIdFrom: session.locationId,
        sendDate: delivery.sendDate,
        isReceived: false,
        carNo: delivery.carNo,
        reference: delivery.reference,
        movement: 'sent',
      },
      lines,
    );
    return visibleOrder(trx, session, id);
  });
}
