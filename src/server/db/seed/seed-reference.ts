import type { Kysely } from 'kysely';
import { orderStatus, orderStatusLabels } from '../../../domain/orders/order-statuses.ts';
import { transactionTypeIds, transactionTypes } from '../../../domain/orders/transaction-types.ts';
import type { DB } from '../schema.ts';
import {
  choiceKey,
  productChoices,
  productImage,
  products,
  qualities,
  treatments,
  type ProductChoiceSeed,
} from './product-catalog.ts';

/** A product choice as stored, with what orders need to know about its product. */
export interface SeededChoice extends ProductChoiceSeed {
  id: number;
  isPooling: boolean;
  tpuPerStack: number;
}

/** The reference tables every market shares: statuses and types of spec §4, and the product catalogue. */
export async function seedReferenceData(trx: Kysely<DB>): Promise<SeededChoice[]> {
  await trx
    .insertInto('transactionStatuses')
    .values(Object.entries(orderStatus).map(([name, id]) => ({ id, name, label: orderStatusLabels[id] })))
    .execute();
  await trx
    .insertInto('transactionTypes')
    .values(transactionTypeIds.map((id) => ({ id, ...transactionTypes[id] })))
    .execute();
  await trx
    .insertInto('qualities')
    .values(qualities.map((quality) => ({ ...quality, names: JSON.stringify(quality.names) })))
    .execute();
  await trx
    .insertInto('treatments')
    .values(treatments.map((treatment) => ({ ...treatment, names: JSON.stringify(treatment.names) })))
    .execute();
  await trx
    .insertInto('products')
    .values(
      products.map((product) => ({
        ...product,
        names: JSON.stringify(product.names),
        image: productImage(product.id),
      })),
    )
    .execute();

  const inserted = await trx
    .insertInto('productChoices')
    .values(
      productChoices.map(({ productId, treatmentId, qualityId }) => ({ productId, treatmentId, qualityId })),
    )
    .returning(['id', 'productId', 'treatmentId', 'qualityId'])
    .execute();
  const idByKey = new Map(inserted.map((row) => [choiceKey(row), row.id]));
  return productChoices.map((choice) => {
    const product = products.find((candidate) => candidate.id === choice.productId);
    const id = idByKey.get(choiceKey(choice));
    if (!product || id === undefined) throw new Error(`Product choice ${choiceKey(choice)} was not stored`);
    return { ...choice, id, isPooling: product.isPooling, tpuPerStack: product.tpuPerStack };
  });
}
