import type { Kysely } from 'kysely';
import { productKey } from '../../../domain/products/product-key.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

export interface MovedLine {
  productId: string;
  treatmentId: string;
  qualityId: string;
  quantity: number;
}

/**
 * Records that an order moved pallets out of (`sent`, counted negative) or into (`received`) a
 * location, one movement per product choice. The unique index (migration 0009) keeps it to once per
 * order, side and product choice: a second call for the same order and side changes nothing.
 */
export async function recordMovements(
  trx: Kysely<DB>,
  session: Session,
  move: { transactionId: number; locationId: number; kind: 'sent' | 'received' },
  lines: readonly MovedLine[],
) {
  const sums = new Map<string, MovedLine>();
  for (const line of lines) {
    const key = productKey(line);
    const sum = sums.get(key);
    sums.set(key, { ...line, quantity: (sum?.quantity ?? 0) + line.quantity });
  }
  const sign = move.kind === 'sent' ? -1 : 1;
  const rows = [...sums.values()]
    .filter((line) => line.quantity !== 0)
    .map((line) => ({
      locationId: move.locationId,
      productId: line.productId,
      treatmentId: line.treatmentId,
      qualityId: line.qualityId,
      quantity: sign * line.quantity,
      kind: move.kind,
      transactionId: move.transactionId,
      createdBy: session.actingUser.id,
    }));
  if (rows.length === 0) return;
  await trx
    .insertInto('balanceMovements')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
