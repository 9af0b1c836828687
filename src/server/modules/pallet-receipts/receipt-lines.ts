import type { Kysely } from 'kysely';
import {
  noProductsMessage,
  productNotCarriedMessage,
  type ReceiptLine,
} from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { productKey } from '../../../domain/products/product-key.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The receipt's lines with their ids in stored case. spec §5: "products must exist for it" — a location
 * that carries none is refused, and so is a line whose product choice the location does not carry
 * (any availability: a receipt counts what is there, not what may be ordered).
 */
export async function carriedLines(
  db: Kysely<DB>,
  locationId: number,
  lines: readonly ReceiptLine[],
): Promise<ReceiptLine[]> {
  const carried = await db
    .selectFrom('locationProducts as lp')
    .innerJoin('productChoices as c', 'c.id', 'lp.productChoiceId')
    .select(['c.productId', 'c.treatmentId', 'c.qualityId'])
    .where('lp.locationId', '=', locationId)
    .execute();
  if (carried.length === 0) throw new HttpError(422, noProductsMessage, 'NoProducts');
  const byKey = new Map(carried.map((choice) => [productKey(choice), choice]));
  return lines.map((line, index) => {
    const choice = byKey.get(productKey(line));
    if (!choice) {
      const field = `lines.${index}`;
      const message = `${productNotCarriedMessage}: ${line.productId}/${line.treatmentId}/${line.qualityId}`;
      throw new HttpError(422, `${field}: ${message}`, 'ProductNotCarried', { issues: [{ field, message }] });
    }
    return { ...line, ...choice };
  });
}

/** The location's balance of each product choice now: the sum of its movements (migration 0009). */
export async function balancesAt(db: Kysely<DB>, locationId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('balanceMovements')
    .select((eb) => ['productId', 'treatmentId', 'qualityId', eb.fn.sum<number>('quantity').as('balance')])
    .where('locationId', '=', locationId)
    .groupBy(['productId', 'treatmentId', 'qualityId'])
    .execute();
  return new Map(rows.map((row) => [productKey(row), row.balance]));
}
