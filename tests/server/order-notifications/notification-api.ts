import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { mailOrderNotifications } from '../../../src/server/modules/order-notifications/mail-order-notifications.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** Runs the job's work as the job does (JOBS is off in tests) and answers the mail it archived. */
export async function runNotifications(t: TestApp) {
  const before = await lastArchiveId(t);
  const run = await mailOrderNotifications(t.app.database.db, t.config.publicUrl);
  return { run, mails: await archivedSince(t, before) };
}

export async function lastArchiveId(t: TestApp): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('emailArchive')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
}

export function archivedSince(t: TestApp, id: number) {
  return t.app.database.db
    .selectFrom('emailArchive')
    .select(['id', 'toAddress', 'subject', 'body', 'htmlBody', 'kind', 'language', 'customerId', 'status'])
    .where('id', '>', id)
    .orderBy('id')
    .execute();
}

export function unhandledNotes(t: TestApp) {
  return t.app.database.db
    .selectFrom('orderNotifications')
    .select(['transactionId', 'statusId'])
    .where('handledAt', 'is', null)
    .execute();
}

export function setStatusAs(
  t: TestApp,
  login: string,
  order: Pick<OrderRow, 'id' | 'version'>,
  status: number,
) {
  return t.callAs<OrderRow>(login, 'POST', 'orderStatus', {
    body: { orderId: order.id, transactionStatusId: status, version: order.version },
  });
}

/** Walks an order through statuses; each change must succeed. */
export async function walk(t: TestApp, order: OrderRow, steps: readonly (readonly [string, number])[]) {
  let current = order;
  for (const [login, status] of steps) {
    const answer = await setStatusAs(t, login, current, status);
    if (answer.status !== 200 || !answer.body.data) {
      throw new Error(`${login} → ${status}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
    }
    current = answer.body.data;
  }
  return current;
}
