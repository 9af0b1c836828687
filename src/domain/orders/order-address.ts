import { z } from 'zod';
import { countryIdSchema } from '../shared/post-code.ts';

/**
 * An address on an order (spec §3 Address: delivery, pickup or temporary). The post code's shape is
 * checked against the country's zip mask on the server (spec §5), as for a location's addresses.
 */
export const orderAddressSchema = z.object({
  name: z.string().trim().max(200).default(''),
  street: z.string().trim().min(1, 'street is required').max(200),
  countryId: countryIdSchema,
  postalCode: z.string().trim().min(1, 'postalCode is required').max(12),
  postPlace: z.string().trim().min(1, 'postPlace is required').max(100),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The order's address fields, by the jsonb column each is stored in. */
export const orderAddressKinds = ['deliveryAddress', 'pickupAddress', 'temporaryAddress'] as const;
export type OrderAddressKind = (typeof orderAddressKinds)[number];

/**
 * The address a customer gives when drafting (spec §3): an order (TO) is delivered to it, a pickup or a
 * return (HE, RO) is collected from it. Either replaces the location's own address for this order only.
 */
export function draftAddressKind(type: string): OrderAddressKind {
  return type === 'TO' ? 'deliveryAddress' : 'pickupAddress';
}
