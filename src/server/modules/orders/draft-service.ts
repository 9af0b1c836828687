import { sql, type Kysely } from 'kysely';
import {
  draftAddressKind,
  orderAddressKinds,
  type OrderAddressKind,
} from '../../../domain/orders/order-address.ts';
import type { CustomsHandler } from '../../../domain/orders/order-customs.ts';
import type { OrderDraft } from '../../../domain/orders/order-draft.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { isChangeableByOrderer } from '../../../domain/orders/orderer-actions.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { assertTruckType, draftLines, draftLocations } from './draft-checks.ts';
import { assertDraftTasks, draftTypesOf } from './draft-tasks.ts';
import { assertOrderWritable, lockOrders, versionConflict, visibleOrder } from './order-access.ts';
import { assertOrderAddressesFit } from './order-address-fit.ts';
import { nextOrderNo } from './order-numbers.ts';
import { orderWriteScopeOf } from './order-scope.ts';
import { actorsOn } from './status-service.ts';

/**
 * An order the session sees and that the acting customer placed, any other is not found (404), and
 * that the session may change (403 for one it only sees, order-access.ts).
 */
async function ownOrder(db: Kysely<DB>, session: Session, id: number) {
  const order = await visibleOrder(db, session, id);
  if (order.customerId !== session.customerId) throw notFound('Order not found');
  await assertOrderWritable(db, session, id);
  return order;
}

/**
 * The acting customer's draft (status 0), or an order it sent that its orderer may still change
 * (orderer-actions.ts): rights checked, then locked, at the version the client saw. A sent order
 * keeps its type and its status.
 */
async function lockedChangeableOrder(trx: Kysely<DB>, session: Session, draft: OrderDraft & { id: number }) {
  await ownOrder(trx, session, draft.id);
  await lockOrders(trx, [draft.id]);
  // The row as it is under the lock; anything that moved the draft meanwhile changed its version.
  const order = await visibleOrder(trx, session, draft.id);
  if (order.version !== (draft.version ?? 0)) throw versionConflict(order);
  if (order.transactionStatusId === orderStatus.Web) return order;
  const actors = await actorsOn(trx, session, await orderWriteScopeOf(trx, session), order);
  if (!isChangeableByOrderer(order, actors)) {
    throw new HttpError(409, errorMessages.NotADraft, 'NotADraft', order);
  }
  if (draft.transactionTypeId !== order.transactionTypeId) {
    throw new HttpError(409, errorMessages.SentOrderType, 'SentOrderType', order);
  }
  return order;
}

const jsonOrNull = (value: unknown) => (value ? JSON.stringify(value) : null);

/**
 * The addresses the body names: an address left out (undefined) is not in the result, so a saved
 * draft keeps its own (the editor sends only the kind of its type, order-form.ts); null clears one.
 */
function namedAddresses(draft: OrderDraft) {
  return Object.fromEntries(
    orderAddressKinds
      .filter((kind) => draft[kind] !== undefined)
      .map((kind) => [kind, jsonOrNull(draft[kind])]),
  ) as Partial<Record<OrderAddressKind, string | null>>;
}

/** A draft is not declared yet; a handler other than none starts with an empty status (spec §3). */
const newCustomsStatus = (handler: CustomsHandler | null) =>
  handler && handler !== 'none' ? ('' as const) : null;

/**
 * POST order (issue 4, spec §5 Ordering): creates a draft, or replaces the fields and lines of one the
 * client saw at `version` (or of a sent order its orderer may still change), in one transaction. Quantity is the sum of the lines; prices and fees are
 * set when the provider confirms. The type's menu task is needed (draft-tasks.ts).
 */
export async function saveDraft(db: Kysely<DB>, session: Session, draft: OrderDraft): Promise<OrderRow> {
  // Another customer's order is not found, whatever the body says; then the menu task of the type
  // saved and, for a change, of the type it had (draft-tasks.ts).
  const saved = draft.id === undefined ? [] : [await ownOrder(db, session, draft.id)];
  await assertDraftTasks(db, session, [draft.transactionTypeId, ...draftTypesOf(saved)]);
  const ends = await draftLocations(db, session, draft);
  const lines = await draftLines(db, session, draft);
  await assertTruckType(db, session, draft.carType);
  assertOrderAddressesFit(session.marketId, draft);
  const market = await db
    .selectFrom('markets')
    .select('currency')
    .where('id', '=', session.marketId)
    .executeTakeFirstOrThrow();
  const isPickup = draft.transactionTypeId !== 'TO';
  const customsHandler = draft.customsHandler ?? null;
  const fields = {
    transactionTypeId: draft.transactionTypeId,
    customerId: session.customerId,
    ...ends,
    reference: draft.reference,
    myReference: draft.myReference,
    transportRef: draft.transportRef,
    sendDate: draft.sendDate,
    // A pickup is collected on its send date, as in the demo data.
    pickupDate: isPickup ? draft.sendDate : null,
    carType: draft.carType ?? null,
    customsHandler,
    ...namedAddresses(draft),
    quantity: lines.reduce((sum, line) => sum + line.quantityOrdered, 0),
    currency: market.currency,
  };

  return inTransaction(db, async (trx) => {
    let id: number;
    if (draft.id === undefined) {
      const created = await trx
        .insertInto('transactions')
        .values({
          ...fields,
          customsStatus: newCustomsStatus(customsHandler),
          marketId: session.marketId,
          orderNo: await nextOrderNo(trx, session.marketId, draft.sendDate),
          transactionStatusId: orderStatus.Web,
          createdBy: session.actingUser.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = created.id;
    } else {
      const order = await lockedChangeableOrder(trx, session, { ...draft, id: draft.id });
      id = order.id;
      // The status a provider or the customer set stays while the handler does (customs-service.ts).
      const customsStatus =
        customsHandler === order.customsHandler ? order.customsStatus : newCustomsStatus(customsHandler);
      // A draft whose type changed drops the address of its old type's kind the body does not name:
      // the editor sends only the new type's kind and would otherwise leave the old one behind.
      const oldKind = draftAddressKind(order.transactionTypeId);
      const isOldKindLeft =
        oldKind !== draftAddressKind(draft.transactionTypeId) && draft[oldKind] === undefined;
      await trx
        .updateTable('transactions')
        .set((eb) => ({
          ...fields,
          ...(isOldKindLeft ? { [oldKind]: null } : {}),
          customsStatus,
          version: eb('version', '+', 1),
          updatedAt: sql<Date>`now()`,
        }))
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('transactionLines').where('transactionId', '=', id).execute();
    }
    await trx
      .insertInto('transactionLines')
      .values(lines.map((line) => ({ ...line, transactionId: id })))
      .execute();
    return visibleOrder(trx, session, id);
  });
}
