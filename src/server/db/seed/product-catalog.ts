import type { LocalizedNames } from '../../../domain/shared/localized-names.ts';

/**
 * The carriers the demo markets trade, shared by every market (spec §3, product and product choices),
 * named in the five languages (issue 15 item 5). Prices are list prices in NOK per item; each market
 * scales them by its price factor.
 */
export const qualities = [
  {
    id: 'A',
    names: {
      'nb-NO': 'Kvalitet A',
      'sv-SE': 'Kvalitet A',
      'da-DK': 'Kvalitet A',
      'fi-FI': 'Laatu A',
      'en-US': 'Quality A',
    },
    isDefault: true,
  },
  {
    id: 'B',
    names: {
      'nb-NO': 'Kvalitet B',
      'sv-SE': 'Kvalitet B',
      'da-DK': 'Kvalitet B',
      'fi-FI': 'Laatu B',
      'en-US': 'Quality B',
    },
    isDefault: false,
  },
  {
    id: 'N',
    names: { 'nb-NO': 'Ny', 'sv-SE': 'Ny', 'da-DK': 'Ny', 'fi-FI': 'Uusi', 'en-US': 'New' },
    isDefault: false,
  },
] as const satisfies readonly { id: string; names: LocalizedNames; isDefault: boolean }[];

export const treatments = [
  {
    id: 'STD',
    names: {
      'nb-NO': 'Ubehandlet',
      'sv-SE': 'Obehandlad',
      'da-DK': 'Ubehandlet',
      'fi-FI': 'Käsittelemätön',
      'en-US': 'Untreated',
    },
    isDefault: true,
  },
  {
    id: 'WASH',
    names: { 'nb-NO': 'Vasket', 'sv-SE': 'Tvättad', 'da-DK': 'Vasket', 'fi-FI': 'Pesty', 'en-US': 'Washed' },
    isDefault: false,
  },
  {
    id: 'HT',
    names: {
      'nb-NO': 'Varmebehandlet',
      'sv-SE': 'Värmebehandlad',
      'da-DK': 'Varmebehandlet',
      'fi-FI': 'Lämpökäsitelty',
      'en-US': 'Heat treated',
    },
    isDefault: false,
  },
] as const satisfies readonly { id: string; names: LocalizedNames; isDefault: boolean }[];

export type QualityId = (typeof qualities)[number]['id'];
export type TreatmentId = (typeof treatments)[number]['id'];

/** tpuPerStack: how many empty carriers make one stack, the unit a truck place holds (TPU). */
export const products = [
  {
    id: 'EUR',
    names: {
      'nb-NO': 'EUR-pall 1200×800',
      'sv-SE': 'EUR-pall 1200×800',
      'da-DK': 'EUR-palle 1200×800',
      'fi-FI': 'EUR-lava 1200×800',
      'en-US': 'EUR pallet 1200×800',
    },
    weightKg: 25,
    isPooling: true,
    tpuPerStack: 15,
  },
  {
    id: 'HALF',
    names: {
      'nb-NO': 'Halvpall 800×600',
      'sv-SE': 'Halvpall 800×600',
      'da-DK': 'Halvpalle 800×600',
      'fi-FI': 'Puolilava 800×600',
      'en-US': 'Half pallet 800×600',
    },
    weightKg: 10,
    isPooling: true,
    tpuPerStack: 20,
  },
  {
    id: 'QUARTER',
    names: {
      'nb-NO': 'Kvartpall 600×400',
      'sv-SE': 'Kvartspall 600×400',
      'da-DK': 'Kvartpalle 600×400',
      'fi-FI': 'Neljänneslava 600×400',
      'en-US': 'Quarter pallet 600×400',
    },
    weightKg: 4.5,
    isPooling: true,
    tpuPerStack: 30,
  },
  {
    id: 'PLASTIC',
    names: {
      'nb-NO': 'Plastpall 1200×800',
      'sv-SE': 'Plastpall 1200×800',
      'da-DK': 'Plastpalle 1200×800',
      'fi-FI': 'Muovilava 1200×800',
      'en-US': 'Plastic pallet 1200×800',
    },
    weightKg: 18,
    isPooling: false,
    tpuPerStack: 15,
  },
  {
    id: 'IND',
    names: {
      'nb-NO': 'Industripall 1200×1000',
      'sv-SE': 'Industripall 1200×1000',
      'da-DK': 'Industripalle 1200×1000',
      'fi-FI': 'Teollisuuslava 1200×1000',
      'en-US': 'Industrial pallet 1200×1000',
    },
    weightKg: 30,
    isPooling: false,
    tpuPerStack: 15,
  },
  {
    id: 'CRATE',
    names: {
      'nb-NO': 'Brødkasse 600×400',
      'sv-SE': 'Brödback 600×400',
      'da-DK': 'Brødkasse 600×400',
      'fi-FI': 'Leipälaatikko 600×400',
      'en-US': 'Bread crate 600×400',
    },
    weightKg: 1.6,
    isPooling: true,
    tpuPerStack: 20,
  },
  {
    id: 'ROLL',
    names: {
      'nb-NO': 'Rullecontainer 800×670',
      'sv-SE': 'Rullbur 800×670',
      'da-DK': 'Rullebur 800×670',
      'fi-FI': 'Rullakko 800×670',
      'en-US': 'Roll container 800×670',
    },
    weightKg: 35,
    isPooling: false,
    tpuPerStack: 10,
  },
] as const satisfies readonly {
  id: string;
  names: LocalizedNames;
  weightKg: number;
  isPooling: boolean;
  tpuPerStack: number;
}[];

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
