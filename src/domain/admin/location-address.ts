import { z } from 'zod';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { countryIdSchema } from '../shared/post-code.ts';

export const addressSaveFailedMessage = 'Could not save the address';
export const addressDeleteFailedMessage = 'Could not delete the address';

/** A delivery address of a location (spec §3 Address); a location may have several. */
export const locationAddressFieldsSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  street: z.string().trim().min(1, 'street is required').max(200),
  countryId: countryIdSchema,
  // The shape is checked against the country's mask on the server (spec §5).
  postalCode: z.string().trim().min(1, 'postalCode is required').max(12),
  postPlace: z.string().trim().min(1, 'postPlace is required').max(100),
});
export type LocationAddressFields = z.infer<typeof locationAddressFieldsSchema>;

/** POST locationAddress: a new address of the location (no id), or a change at `version`. */
export const locationAddressInputSchema = locationAddressFieldsSchema
  .extend({
    locationId: idSchema,
    id: idSchema.optional(),
    version: z.number().int().positive().optional(),
  })
  .refine((input) => input.id === undefined || input.version !== undefined, {
    message: 'version is required when changing an address',
    path: ['version'],
  });
export type LocationAddressInput = z.infer<typeof locationAddressInputSchema>;

export const locationAddressSchema = locationAddressFieldsSchema.extend({
  id: idSchema,
  locationId: idSchema,
  version: z.number().int(),
});
export type LocationAddress = z.infer<typeof locationAddressSchema>;
export const locationAddressesSchema = z.array(locationAddressSchema);

/** GET locationAddresses?locationId= */
export const locationAddressesQuerySchema = z.object({ locationId: idQuerySchema });

/** POST locationAddressDelete: the address the client read at `version`. */
export const locationAddressDeleteSchema = z.object({ id: idSchema, version: z.number().int().positive() });
export type LocationAddressDelete = z.infer<typeof locationAddressDeleteSchema>;

export const emptyAddressFields: Omit<LocationAddressFields, 'countryId'> & { countryId: null } = {
  name: '',
  street: '',
  countryId: null,
  postalCode: '',
  postPlace: '',
};
