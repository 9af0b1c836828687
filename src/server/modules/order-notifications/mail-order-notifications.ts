import type { Kysely } from 'kysely';
import { hasSortingShortfall } from '../../../domain/dock/sorting.ts';
import { orderNotificationRecipients } from '../../../domain/orders/order-notifications.ts';
import type { DB } from '../../db/schema.ts';
import { queueMail } from '../email/queue-mail.ts';
import { orderNotificationMail } from './notification-mail.ts';
import { notifiableUsers, notifiedOrders } from './notified-orders.ts';

export const orderNotificationBatchSize = 200;

export interface OrderNotificationRun {
  /** Notes handled (mailed, or found to mail no one). */
  handled: number;
  /** Mail put in the e-mail archive. */
  queued: number;
}

/**
 * One batch of noted order events turned into archive mail, in one transaction: the rows are taken
 * FOR UPDATE SKIP LOCKED, so a second process takes other rows or none, and marked handled with the
 * mail they made, so each event mails exactly once. The send-queued-email job sends the mail.
 */
export async function mailOrderNotifications(
  db: Kysely<DB>,
  publicUrl: string,
  batchSize = orderNotificationBatchSize,
): Promise<OrderNotificationRun> {
  return db.transaction().execute(async (trx) => {
    const notes = await trx
      .selectFrom('orderNotifications')
      .select(['id', 'transactionId', 'statusId'])
      .where('handledAt', 'is', null)
      .orderBy('id')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (notes.length === 0) return { handled: 0, queued: 0 };
    const orders = await notifiedOrders(trx, [...new Set(notes.map((note) => note.transactionId))]);
    const locationIds = [...orders.values()].flatMap((order) => [order.from.id, order.to.id]);
    const users = await notifiableUsers(trx, [...new Set(locationIds)]);
    let queued = 0;
    for (const note of notes) {
      const order = orders.get(note.transactionId);
      if (!order) continue;
      const event = {
        statusId: note.statusId,
        transactionTypeId: order.transactionTypeId,
        hasShortfall: hasSortingShortfall({ transactionStatusId: note.statusId, transactions: order.lines }),
        from: order.from,
        to: order.to,
      };
      for (const recipient of orderNotificationRecipients(event, users)) {
        const mail = orderNotificationMail({
          order,
          recipient,
          marketLanguage: order.marketLanguage,
          publicUrl,
        });
        await queueMail(trx, mail);
        queued += 1;
      }
    }
    await trx
      .updateTable('orderNotifications')
      .set({ handledAt: new Date() })
      .where(
        'id',
        'in',
        notes.map((note) => note.id),
      )
      .execute();
    return { handled: notes.length, queued };
  });
}
