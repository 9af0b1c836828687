import type { OutboxEntry } from '../../../src/app/offline/local-db.ts';

export const me = 7;
export const someoneElse = 8;
export const start = Date.UTC(2026, 0, 5, 8);

let ids = 0;
/** A name no other test's database has. */
export const uniqueName = (prefix: string) => `${prefix}-${++ids}`;
/** An outbox entry as saveToOutbox makes it: a status change of order 1 by `me`, unless told otherwise. */
export function entryOf(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const orderId = overrides.entityKey ? Number(overrides.entityKey.split(':')[1]) : 1;
  return {
    id: `entry-${++ids}`,
    userId: me,
    market: 'no',
    locationId: null,
    kind: 'orderStatus',
    subject: `NO-${orderId}`,
    entityKey: `order:${orderId}`,
    payload: { orderId, transactionStatusId: 2 },
    baseVersion: 3,
    createdAt: start,
    attempts: 0,
    nextAttemptAt: start,
    state: 'pending',
    error: null,
    ...overrides,
  };
}
