import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';

/** GET /stockDetails?locationId= (spec §7): a location's stock, one row per product choice. */
export const stockDetailsQuerySchema = z.object({ locationId: idQuerySchema });
export type StockDetailsQuery = z.infer<typeof stockDetailsQuerySchema>;

/** What a location holds of one product choice, and what is on its way in and out. */
export interface StockProduct {
  productId: string;
  treatmentId: string;
  qualityId: string;
  productName: string;
  treatmentName: string;
  qualityName: string;
  /** The sum of the location's balance movements: received counts in, sent counts out. */
  balance: number;
  /** Sent to the location, not yet received: the picked quantity, else the ordered one. */
  incoming: number;
  /** Ordered from the location, not yet sent (ordered, confirmed by the provider or picked). */
  outgoing: number;
  /** The last confirmed count of the choice plus the movements after it; null if never counted. */
  physicalBalance: number | null;
  /** The product's weight per pallet, for any volume in tons (tonsOf). */
  weightKg: number;
  /** The balance in tons: tonsOf(balance, weightKg) (spec §3 volume units). */
  tonsBalance: number;
  creditOrOwes: CreditOrOwes | null;
}

export type CreditOrOwes = 'credit' | 'owes';

/**
 * A volume in tons (spec §3: volume units are pallets and tons): pallets × the product's weight in kg,
 * to 3 decimals — the kilogram — so a screen's sums and the server's agree.
 */
export function tonsOf(pallets: number, weightKg: number): number {
  const kilograms = pallets * weightKg;
  // Half a kilogram rounds away from zero either way, so owing and credit round alike; never -0.
  return (Math.sign(kilograms) * Math.round(Math.abs(kilograms))) / 1000 || 0;
}

/**
 * Spec §3 names "credit or owes" without saying which is which. Our reading: a positive balance is
 * pallets the location has brought in and not sent back, held to its credit; a negative one means it
 * has taken out more pallets than it brought in, so it owes them. A zero balance is neither.
 */
export function creditOrOwesOf(balance: number): CreditOrOwes | null {
  if (balance > 0) return 'credit';
  return balance < 0 ? 'owes' : null;
}

/**
 * The answer: the product choices the location carries, has moved or has on its way, sorted by
 * product, treatment and quality id.
 */
export interface StockDetails {
  locationId: number;
  locationName: string;
  products: StockProduct[];
}
