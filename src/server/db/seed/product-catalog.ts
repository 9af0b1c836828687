/**
 * The carriers the demo markets trade, shared by every market (spec §3, product and product choices).
 * Prices are list prices in NOK per item; each market scales them by its price factor.
 */
export const qualities = [
  { id: 'A', name: 'Quality A', isDefault: true },
  { id: 'B', name: 'Quality B', isDefault: false },
  { id: 'N', name: 'New', isDefault: false },
] as const;

export const treatments = [
  { id: 'STD', name: 'Untreated', isDefault: true },
  { id: 'WASH', name: 'Washed', isDefault: false },
  { id: 'HT', name: 'Heat treated', isDefault: false },
] as const;

export type QualityId = (typeof qualities)[number]['id'];
export type TreatmentId = (typeof treatments)[number]['id'];

/** tpuPerStack: how many empty carriers make one stack, the unit a truck place holds (TPU). */
export const products = [
  { id: 'EUR', name: 'EUR pallet 1200×800', weightKg: 25, isPooling: true, tpuPerStack: 15 },
  { id: 'HALF', name: 'Half pallet 800×600', weightKg: 10, isPooling: true, tpuPerStack: 20 },
  { id: 'QUARTER', name: 'Quarter pallet 600×400', weightKg: 4.5, isPooling: true, tpuPerStack: 30 },
  { id: 'PLASTIC', name: 'Plastic pallet 1200×800', weightKg: 18, isPooling: false, tpuPerStack: 15 },
  { id: 'IND', name: 'Industrial pallet 1200×1000', weightKg: 30, isPooling: false, tpuPerStack: 15 },
  { id: 'CRATE', name: 'Bread crate 600×400', weightKg: 1.6, isPooling: true, tpuPerStack: 20 },
  { id: 'ROLL', name: 'Roll container 800×670', weightKg: 35, isPooling: false, tpuPerStack: 10 },
] as const;

export type ProductId = (typeof products)[number]['id'];

export interface ProductChoiceSeed {
  productId: ProductId;
  treatmentId: TreatmentId;
  qualityId: QualityId;
  priceNok: number;
}

/** The orderable combinations; the first one of each product is its usual choice. */
export const productChoices: readonly ProductChoiceSeed[] = [
  { productId: 'EUR', treatmentId: 'STD', qualityId: 'A', priceNok: 118 },
  { productId: 'EUR', treatmentId: 'STD', qualityId: 'B', priceNok: 84 },
  { productId: 'EUR', treatmentId: 'STD', qualityId: 'N', priceNok: 158 },
  { productId: 'EUR', treatmentId: 'HT', qualityId: 'A', priceNok: 132 },
  { productId: 'EUR', treatmentId: 'HT', qualityId: 'N', priceNok: 164 },
  { productId: 'EUR', treatmentId: 'WASH', qualityId: 'A', priceNok: 126 },
  { productId: 'HALF', treatmentId: 'STD', qualityId: 'A', priceNok: 72 },
  { productId: 'HALF', treatmentId: 'STD', qualityId: 'B', priceNok: 55 },
  { productId: 'HALF', treatmentId: 'HT', qualityId: 'N', priceNok: 98 },
  { productId: 'QUARTER', treatmentId: 'WASH', qualityId: 'A', priceNok: 46 },
  { productId: 'QUARTER', treatmentId: 'STD', qualityId: 'N', priceNok: 61 },
  { productId: 'PLASTIC', treatmentId: 'WASH', qualityId: 'A', priceNok: 210 },
  { productId: 'PLASTIC', treatmentId: 'STD', qualityId: 'N', priceNok: 265 },
  { productId: 'IND', treatmentId: 'STD', qualityId: 'A', priceNok: 142 },
  { productId: 'IND', treatmentId: 'STD', qualityId: 'B', priceNok: 104 },
  { productId: 'IND', treatmentId: 'HT', qualityId: 'A', priceNok: 156 },
  { productId: 'CRATE', treatmentId: 'WASH', qualityId: 'A', priceNok: 24 },
  { productId: 'CRATE', treatmentId: 'STD', qualityId: 'N', priceNok: 38 },
  { productId: 'ROLL', treatmentId: 'STD', qualityId: 'A', priceNok: 890 },
  { productId: 'ROLL', treatmentId: 'WASH', qualityId: 'A', priceNok: 935 },
];

export function productImage(productId: ProductId): string {
  return `/products/${productId.toLowerCase()}.svg`;
}

/** The composite key of spec §3: product, treatment and quality ids in upper case. */
export function choiceKey(choice: { productId: string; treatmentId: string; qualityId: string }): string {
  return `${choice.productId}-${choice.treatmentId}-${choice.qualityId}`;
}
