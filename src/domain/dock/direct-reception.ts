import { z } from 'zod';
import { optionalText } from '../orders/order-draft.ts';
import { idSchema } from '../shared/id.ts';
import { arrivalLinesSchema } from './arrival-lines.ts';

/**
 * POST directReception: pallets that arrived at the acting location with no order (issue 6, item 2).
 * The server creates the order as received: at a provider location a return waiting for sorting (RO,
 * 12), elsewhere a confirmed transfer (OO, 5).
 */
export const directReceptionSchema = z.object({
  locationIdFrom: idSchema,
  lines: arrivalLinesSchema,
  carNo: optionalText(20),
  reference: optionalText(100),
});
export type DirectReception = z.infer<typeof directReceptionSchema>;
