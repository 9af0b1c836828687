import { z } from 'zod';
import { countryIds } from '../shared/countries.ts';
import { idSchema } from '../shared/id.ts';

/** spec §5, §8: location numbers are unique, for external locations too. */
export const locationNumberTakenMessage = 'Location number already exists';

/**
 * POST externalLocation: a place outside the portal the customer delivers to (spec §3 external
 * location: name, number, contact name, country, and the own location it is served from).
 */
export const externalLocationSchema = z.object({
  name: z.string().trim().min(1).max(100),
  number: z.string().trim().min(1).max(20),
  contactName: z.string().trim().max(100).default(''),
  countryId: z.enum(countryIds),
  locationId: idSchema,
});
export type ExternalLocationInput = z.infer<typeof externalLocationSchema>;

/** POST externalLocationUpdate (Company → External locations): a change of the row read at `version`. */
export const externalLocationUpdateSchema = externalLocationSchema.extend({
  id: idSchema,
  version: z.number().int().positive(),
});
export type ExternalLocationUpdate = z.infer<typeof externalLocationUpdateSchema>;

/** POST externalLocationDelete: one used by orders is refused, so the orders keep their receiver. */
export const externalLocationDeleteSchema = z.object({ id: idSchema, version: z.number().int().positive() });
export type ExternalLocationDelete = z.infer<typeof externalLocationDeleteSchema>;

export interface ExternalLocation {
  id: number;
  name: string;
  number: string;
  contactName: string;
  countryId: string;
  locationId: number;
  locationName: string;
  locationNo: string;
  version: number;
}
