import { sql } from 'kysely';
import type { OrderLine, OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { OrderStatusHistoryEntry } from '../../../src/domain/orders/order-status-change.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The first order of `rows` that fits, or a failure naming what the demo data lacks. */
export function pickRow(rows: readonly OrderRow[], what: string, predicate: (row: OrderRow) => boolean) {
  const row = rows.find(predicate);
  if (!row) throw new Error(`the demo data lacks ${what}`);
  return row;
}

/** GET order as a demo user; the row as it is now. */
export async function orderAs(t: TestApp, login: string, id: number): Promise<OrderRow> {
  const answer = await t.callAs<OrderRow>(login, 'GET', 'order', { query: { id: String(id) } });
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`order ${id} as ${login}: ${answer.status}`);
  return answer.body.data;
}

/** The recorded status changes as [from, to] pairs, with who made them. */
export async function historyOf(t: TestApp, orderId: number) {
  const answer = await t.callAs<OrderStatusHistoryEntry[]>('global', 'GET', 'orderStatusHistory', {
    query: { orderId: String(orderId) },
  });
  return (answer.body.data ?? []).map((entry) => ({
    step: [entry.fromStatusId, entry.toStatusId],
    changedBy: entry.changedBy,
  }));
}

/**
 * An order's balance movements straight from the ledger, as `kind location product/treatment/quality
 * quantity`; only those of one kind when given (a demo order that was sent has booked its 'sent' ones).
 */
export async function movementsOf(
  t: TestApp,
  orderId: number,
  kind?: 'sent' | 'received',
): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('balanceMovements')
    .select(['kind', 'locationId', 'productId', 'treatmentId', 'qualityId', 'quantity'])
    .where('transactionId', '=', orderId)
    .$if(kind !== undefined, (query) => query.where('kind', '=', kind!))
    .orderBy('id')
    .execute();
  return rows.map(
    (row) =>
      `${row.kind} ${row.locationId} ${row.productId}/${row.treatmentId}/${row.qualityId} ${row.quantity}`,
  );
}

export const movementOf = (
  kind: 'sent' | 'received',
  locationId: number,
  line: Pick<OrderLine, 'productId' | 'treatmentId' | 'qualityId'>,
  quantity: number,
) => `${kind} ${locationId} ${line.productId}/${line.treatmentId}/${line.qualityId} ${quantity}`;

/** The database's day, as the status machine stamps dates with it. */
export async function databaseToday(t: TestApp): Promise<string> {
  const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(t.app.db);
  return rows[0]!.today;
}
