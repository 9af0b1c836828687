import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema.ts';
import {
  mailOrderNotifications,
  orderNotificationBatchSize,
} from '../modules/order-notifications/mail-order-notifications.ts';
import { workLogged } from './work-logged.ts';

export const sendOrderNotificationsQueue = 'send-order-notifications';

/** The sweep: events whose request for a run was lost or came before their commit. */
const everyMinute = '* * * * *';

/**
 * Turns noted order events (migration 0018) into archive mail (issue 17 item 7), batch by batch, then
 * asks for e-mail sending. A run is asked for after each commit that noted events
 * (order-notifications/request-soon.ts) and by the sweep. 'stately' keeps at most one run waiting;
 * exactly-once comes from the rows' locks, not from the queue. Answers the request for a run.
 */
export async function startSendOrderNotifications(
  boss: PgBoss,
  db: Kysely<DB>,
  publicUrl: string,
  requestEmailSending: () => Promise<void>,
  log: FastifyBaseLogger,
): Promise<(delaySeconds?: number) => Promise<void>> {
  await boss.createQueue(sendOrderNotificationsQueue, {
    name: sendOrderNotificationsQueue,
    policy: 'stately',
  });
  await boss.schedule(sendOrderNotificationsQueue, everyMinute);
  await workLogged(boss, sendOrderNotificationsQueue, log, async () => {
    let handled = 0;
    let queued = 0;
    for (;;) {
      const run = await mailOrderNotifications(db, publicUrl);
      handled += run.handled;
      queued += run.queued;
      if (run.handled < orderNotificationBatchSize) break;
    }
    if (queued > 0) {
      log.info({ handled, queued }, 'order notifications queued');
      await requestEmailSending().catch((error: unknown) => {
        log.warn({ err: error }, 'could not request the e-mail job');
      });
    }
    return { handled, queued };
  });
  const request = async (delaySeconds?: number) => {
    await boss.send(sendOrderNotificationsQueue, {}, delaySeconds ? { startAfter: delaySeconds } : {});
  };
  // Events noted while no process was running are mailed now, not at the next minute.
  await request();
  return request;
}
