import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { orderScopeOf } from '../orders/order-scope.ts';
import { filteredOrders } from '../orders/queries.ts';

/** The orders the session may see (the order list's own scope); another tenant's order is a 404. */
export async function visibleOrders(db: Kysely<DB>, session: Session) {
  return filteredOrders(db, session.marketId, await orderScopeOf(db, session), {});
}

export async function assertOrderVisible(db: Kysely<DB>, session: Session, orderId: number) {
  const order = await (
    await visibleOrders(db, session)
  )
    .select('t.id')
    .where('t.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound('Order not found');
}

/** An order's comments with their author, oldest first; ids narrow it to the ones just saved. */
export function selectComments(db: Kysely<DB>, orderId: number, ids?: readonly number[]) {
  let query = db
    .selectFrom('orderComments as c')
    .innerJoin('users as u', 'u.id', 'c.authorId')
    .select(['c.id', 'c.transactionId as orderId', 'c.text', 'u.name as authorName', 'c.createdAt'])
    .where('c.transactionId', '=', orderId);
  if (ids) query = query.where('c.id', 'in', ids);
  return query.orderBy('c.createdAt').orderBy('c.id').execute();
}

/** The attachments of some comments, without their bytes. */
export function selectAttachments(db: Kysely<DB>, commentIds: readonly number[]) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderCommentAttachments')
    .select(['id', 'commentId', 'fileName', 'contentType', 'sizeBytes'])
    .where('commentId', 'in', commentIds)
    .orderBy('commentId')
    .orderBy('id')
    .execute();
}

/** One attachment with its bytes, only when its order is visible to the session. */
export async function selectVisibleAttachment(db: Kysely<DB>, session: Session, id: number) {
  return (await visibleOrders(db, session))
    .innerJoin('orderComments as c', 'c.transactionId', 't.id')
    .innerJoin('orderCommentAttachments as a', 'a.commentId', 'c.id')
    .select(['a.fileName', 'a.contentType', 'a.sizeBytes', 'a.content'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
