/** The ids a product choice is made of (spec §3). */
export interface ProductChoiceIds {
  productId: string;
  treatmentId: string;
  qualityId: string;
}

/**
 * The composite key of a product choice (spec §3): product, treatment and quality ids in upper case,
 * so `eur`/`ht`/`a` and `EUR`/`HT`/`A` are the same choice. `|` never occurs in an id.
 */
export function productKey({ productId, treatmentId, qualityId }: ProductChoiceIds): string {
  return [productId, treatmentId, qualityId].map((id) => id.trim().toUpperCase()).join('|');
}
