import { z } from 'zod';
import { idSchema } from '../shared/id.ts';

/** GET /stockDetails?locationId= (spec §7): a location's stock, one row per product choice. */
export const stockDetailsQuerySchema = z.object({ locationId: idSchema });
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
