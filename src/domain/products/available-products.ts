import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import { queryBooleanSchema } from '../shared/list-query.ts';
import type { ProductChoiceIds } from './product-key.ts';

/** A product choice's availability at a location (location_products.availability). */
export const productAvailabilities = ['available', 'not_available', 'out_of_stock'] as const;
export type ProductAvailability = (typeof productAvailabilities)[number];

/** The spec's words for a choice that cannot be ordered (spec §5 product picker, §8). */
export const unavailableMessages = {
  not_available: 'Not available!',
  out_of_stock: 'Temporarily out of stock',
} as const satisfies Record<Exclude<ProductAvailability, 'available'>, string>;

/** What provider staff (SR/SW) see on an unavailable choice they may order anyway (spec §5, §6). */
export const providerOverrideMessage = 'Not available, but as an SR user you can still order';

/** GET AvailableProducts?locationId=&isPooling=&grouped= (spec §7). */
export const availableProductsQuerySchema = z.object({
  locationId: idQuerySchema,
  isPooling: queryBooleanSchema,
  grouped: queryBooleanSchema,
});
export type AvailableProductsQuery = z.infer<typeof availableProductsQuerySchema>;

/** A product choice carried at a location (spec §3 product choice), with its composite key. */
export interface AvailableProduct extends ProductChoiceIds {
  id: number;
  productName: string;
  name: string;
  image: string | null;
  treatmentName: string;
  qualityName: string;
  treatmentIsDefault: boolean;
  qualityIsDefault: boolean;
  isPooling: boolean;
  /** Carriers per stack, for the truck-load visual (truck-load.ts). */
  tpuPerStack: number;
  availability: ProductAvailability;
  key: string;
}

/** `grouped=true`: the choices under their product, in the same order. */
export interface AvailableProductGroup {
  productId: string;
  productName: string;
  image: string | null;
  choices: AvailableProduct[];
}

/** Whether a choice may be ordered: available, or provider staff, who may order any (spec §6). */
export function canOrderChoice(availability: ProductAvailability, isProviderStaff: boolean): boolean {
  return availability === 'available' || isProviderStaff;
}

/**
 * The choice's display name: the product's, with the treatment and quality named only when they are
 * not the defaults ('EUR pallet 1200×800 (Heat treated, New)').
 */
export function productChoiceName(
  choice: Pick<
    AvailableProduct,
    'productName' | 'treatmentName' | 'qualityName' | 'treatmentIsDefault' | 'qualityIsDefault'
  >,
): string {
  const extras = [
    choice.treatmentIsDefault ? null : choice.treatmentName,
    choice.qualityIsDefault ? null : choice.qualityName,
  ].filter((part) => part !== null);
  return extras.length ? `${choice.productName} (${extras.join(', ')})` : choice.productName;
}

export function groupByProduct(choices: readonly AvailableProduct[]): AvailableProductGroup[] {
  const groups = new Map<string, AvailableProductGroup>();
  for (const choice of choices) {
    const group = groups.get(choice.productId) ?? {
      productId: choice.productId,
      productName: choice.productName,
      image: choice.image,
      choices: [],
    };
    group.choices.push(choice);
    groups.set(choice.productId, group);
  }
  return [...groups.values()];
}
