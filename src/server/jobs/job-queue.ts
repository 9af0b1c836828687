import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createScheduledOrdersQueue, startCreateScheduledOrders } from './create-scheduled-orders.ts';
import { startMakeInvoices } from './make-invoices.ts';
import { startPruneIdempotencyKeys } from './prune-idempotency-keys.ts';
import { startSendQueuedEmail } from './send-queued-email.ts';
import { startSendOrderNotifications } from './send-order-notifications.ts';
import { onOrderEventsNoted } from '../modules/order-notifications/request-soon.ts';

export interface JobQueue {
  /** Asks for a run of the scheduled-order job now (after a schedule changed); runs do not pile up. */
  requestScheduledOrders(): Promise<void>;
  /** Asks for a run of the e-mail job now (after mail was queued); nothing without SMTP_URL. */
  requestEmailSending(): Promise<void>;
  /**
   * Asks for a run of the order-notification job (after order events were noted and committed);
   * delaySeconds when the caller cannot wait for the commit (order-notifications/request-soon.ts).
   */
  requestOrderNotifications(delaySeconds?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The background job queue (ARCHITECTURE.md: PostgreSQL-backed, never a home-made lock): pg-boss keeps
 * its jobs and cron schedules in the `pgboss` schema of the portal's own database, so any number of
 * processes may run it and each job still runs once. On PGlite it shares the in-process connection.
 */
export async function startJobQueue(
  database: Database,
  mail: AppConfig['mail'],
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({ ...database.jobQueue, max: 2, application_name: 'pallet-portal-jobs' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  let forgetNotifications = () => {};
  const stop = async () => {
    forgetNotifications();
    await boss.stop({ graceful: true, timeout: 10_000 });
  };
  let requestEmailSending: (() => Promise<void>) | null;
  let requestOrderNotifications: ((delaySeconds?: number) => Promise<void>) | null;
  try {
    await startCreateScheduledOrders(boss, database.db, log);
    await startPruneIdempotencyKeys(boss, database.db, log);
    await startMakeInvoices(boss, database.db, log);
    requestEmailSending = await startSendQueuedEmail(boss, database.db, mail, log);
    const sendEmail = requestEmailSending;
    requestOrderNotifications = await startSendOrderNotifications(
      boss,
      database.db,
      publicUrl,
      () => sendEmail(),
      log,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const jobs: JobQueue = {
    requestScheduledOrders: async () => {
      await boss.send(createScheduledOrdersQueue, {});
    },
    requestEmailSending: async () => {
      await requestEmailSending?.();
    },
    requestOrderNotifications: async (delaySeconds) => {
      await requestOrderNotifications?.(delaySeconds);
    },
    stop,
  };
  // Status changes are noted in services that know no app; they ask through this process's queue.
  forgetNotifications = onOrderEventsNoted((delaySeconds) => jobs.requestOrderNotifications(delaySeconds));
  return jobs;
}
