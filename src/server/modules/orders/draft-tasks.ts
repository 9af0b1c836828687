import type { Kysely } from 'kysely';
import type { DraftTransactionTypeId } from '../../../domain/orders/order-draft.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { draftTask } from '../../../domain/tasks/call-tasks.ts';
import { hasTask } from '../../../domain/tasks/web-tasks.ts';
import { actingTasks } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * Drafts are made and sent where the menu offers them (spec §2, §6): an order (TO) needs the ORDER
 * task, a pickup or return the DISPATCH task; an empty task list allows all. Refused with 403.
 */
export async function assertDraftTasks(
  db: Kysely<DB>,
  session: Session,
  types: readonly DraftTransactionTypeId[],
) {
  const tasks = await actingTasks(db, session);
  const missing = types.find((type) => !hasTask(tasks, draftTask[type]));
  if (missing) throw forbidden(`This needs the ${draftTask[missing]} task`);
}

/** The draft types among orders' types (other types have no draft task). */
export function draftTypesOf(orders: readonly { transactionTypeId: string }[]): DraftTransactionTypeId[] {
  return orders
    .map((order) => order.transactionTypeId)
    .filter((type): type is DraftTransactionTypeId => Object.hasOwn(draftTask, type));
}

/** The types of the acting customer's drafts among `ids`, for the check above before a bulk send. */
export async function ownOrderTypes(db: Kysely<DB>, session: Session, ids: readonly number[]) {
  const rows = await db
    .selectFrom('transactions')
    .select('transactionTypeId')
    .distinct()
    .where('id', 'in', [...ids])
    .where('customerId', '=', session.customerId)
    .where('marketId', '=', session.marketId)
    .where('transactionStatusId', '=', orderStatus.Web)
    .execute();
  return draftTypesOf(rows);
}
