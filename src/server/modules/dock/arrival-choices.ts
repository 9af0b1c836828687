import type { Kysely } from 'kysely';
import type { OrderDraftLine } from '../../../domain/orders/order-draft.ts';
import { productKey } from '../../../domain/products/product-key.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/** A line of a dock arrival or delivery as it will be stored, with the choice's id. */
export interface ArrivalLine {
  productChoiceId: number;
  productId: string;
  treatmentId: string;
  qualityId: string;
  quantity: number;
  isPooling: boolean;
}

/**
 * Each line's product choice as stored (ids in their stored case); a choice that does not exist is a
 * 400 naming the line. Pallets that already arrived or leave now are not checked against what the
 * acting location may order: the dock registers what is there.
 */
export async function arrivalChoices(
  db: Kysely<DB>,
  lines: readonly OrderDraftLine[],
): Promise<ArrivalLine[]> {
  const productIds = [...new Set(lines.map((line) => line.productId.toUpperCase()))];
  const choices = await db
    .selectFrom('productChoices as c')
    .innerJoin('products as p', 'p.id', 'c.productId')
    .select(['c.id', 'c.productId', 'c.treatmentId', 'c.qualityId', 'p.isPooling'])
    .where((eb) => eb(eb.fn('upper', ['c.productId']), 'in', productIds))
    .execute();
  const byKey = new Map(choices.map((choice) => [productKey(choice), choice]));
  return lines.map((line, index) => {
    const choice = byKey.get(productKey(line));
    if (!choice) {
      const field = `lines.${index}`;
      const message = 'is not a product choice';
      throw badRequest(`${field}: ${message}`, { issues: [{ field, message }] });
    }
    return {
      productChoiceId: choice.id,
      productId: choice.productId,
      treatmentId: choice.treatmentId,
      qualityId: choice.qualityId,
      quantity: line.quantity,
      isPooling: choice.isPooling,
    };
  });
}
