import { randomUUID } from 'node:crypto';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

/** A fresh key, as the outbox makes one per entry. */
export const newKey = () => randomUUID();

/** POST /api/no/{call} as a demo user with an Idempotency-Key (or `key: null` for none). */
export async function postWithKey<T = unknown>(
  t: TestApp,
  login: string,
  call: string,
  body: unknown,
  key: string | null,
): Promise<ApiAnswer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/no/${call}`,
    payload: body as object,
    headers: {
      authorization: `Bearer ${await t.tokenOf(login)}`,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as ApiAnswer<T>['body'], response };
}

export const isReplay = (answer: ApiAnswer) => answer.response.headers['idempotent-replayed'] === 'true';

export function statusChangeOf(order: Pick<OrderRow, 'id' | 'version'>, transactionStatusId: number) {
  return { orderId: order.id, transactionStatusId, version: order.version };
}

/** How many status changes an order has recorded, straight from the table. */
export async function statusChangeCount(t: TestApp, orderId: number): Promise<number> {
  const rows = await t.app.db
    .selectFrom('orderStatusChanges')
    .select('id')
    .where('transactionId', '=', orderId)
    .execute();
  return rows.length;
}

/** The stored keys of a login user, straight from the table. */
export async function storedKeys(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('idempotencyKeys')
    .select('key')
    .where('userId', '=', userId)
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}
