import { sql } from 'kysely';
import type { OrderDraftLine } from '../../../src/domain/orders/order-draft.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

/** A line of a product choice, written as the dock would type it. */
export const lineOf = (choice: string, quantity: number): OrderDraftLine => {
  const [productId = '', treatmentId = '', qualityId = ''] = choice.split('/');
  return { productId, treatmentId, qualityId, quantity };
};

/** Today as the database stamps it (current_date). */
export async function todayOf(t: TestApp): Promise<string> {
  const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(t.app.db);
  return rows[0]!.today;
}

export function postAs<T = OrderRow>(t: TestApp, login: string, call: string, body: unknown) {
  return t.callAs<T>(login, 'POST', call, { body });
}

/** The answer of a call that must succeed. */
export function dataOf<T>(answer: ApiAnswer<T>, call: string): T {
  if (answer.status !== 200 || answer.body.data === undefined) {
    throw new Error(`${call}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  }
  return answer.body.data;
}

/** How many rows the dock's writes have left: orders, balance movements and external locations. */
export async function writtenRows(t: TestApp) {
  const count = async (table: 'transactions' | 'balanceMovements' | 'externalLocations') => {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  };
  return {
    orders: await count('transactions'),
    movements: await count('balanceMovements'),
    externalLocations: await count('externalLocations'),
  };
}

/** An order's balance movements, straight from the table: where, which kind, which choice, how many. */
export async function movementsOf(t: TestApp, orderId: number) {
  return t.app.db
    .selectFrom('balanceMovements')
    .select(['locationId', 'kind', 'productId', 'treatmentId', 'qualityId', 'quantity', 'createdBy'])
    .where('transactionId', '=', orderId)
    .orderBy('id')
    .execute();
}
