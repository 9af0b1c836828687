import { z } from 'zod';
import { queryBooleanSchema } from '../shared/list-query.ts';

/**
 * GET /products?all= (spec §7): the products of the market. Without `all` only the active ones, those
 * available at an active location of the market; `all=true` every product choice the market carries,
 * inactive and unavailable ones included, each marked by `isActive`.
 */
export const productListQuerySchema = z.object({ all: queryBooleanSchema });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/**
 * A product of spec §3 (id, qualityId, treatmentId, name): one product in one treatment and quality,
 * named in the session's language with the treatment and quality when they are not the defaults.
 * `image` names the original picture; the client shows it through the media handler (media-templates.ts).
 */
export interface ProductListItem {
  id: string;
  treatmentId: string;
  qualityId: string;
  name: string;
  image: string | null;
  isActive: boolean;
}
