import { z } from 'zod';
import { isoDate } from '../orders/order-list.ts';
import { optionalText } from '../orders/order-draft.ts';
import { idSchema } from '../shared/id.ts';
import { arrivalLinesSchema } from './arrival-lines.ts';

/** spec §5, §8: a delivery's pallets must be allowed at the location it goes to. */
export const invalidDeliveryLocationMessage =
  'Invalid location: products in this delivery are not allowed at this location';

/**
 * POST goodsDelivery: the acting location delivers pallets now (issue 6, item 3) — to a location of
 * the market (a goods delivery, GL, sent: the receiver registers it in reception) or to an external
 * location of the customer (confirmed at once: nobody receives it in the portal).
 */
export const goodsDeliverySchema = z
  .object({
    locationIdTo: idSchema.nullish().transform((value) => value ?? null),
    externalLocationId: idSchema.nullish().transform((value) => value ?? null),
    sendDate: isoDate,
    lines: arrivalLinesSchema,
    carNo: optionalText(20),
    reference: optionalText(100),
  })
  .refine((delivery) => (delivery.locationIdTo === null) !== (delivery.externalLocationId === null), {
    message: 'must name either a location or an external location',
    path: ['locationIdTo'],
  });
export type GoodsDelivery = z.infer<typeof goodsDeliverySchema>;
