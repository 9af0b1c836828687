import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import { includeSchema, queryBooleanSchema } from '../shared/list-query.ts';

/** GET Users (spec §7): the users the switcher may offer, of a customer and optionally a location. */
export const userListQuerySchema = z.object({
  customerId: idQuerySchema,
  locationId: idQuerySchema.optional(),
  isActive: queryBooleanSchema,
  include: includeSchema,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET user: `id` left out means the acting user. */
export const userQuerySchema = z.object({ id: idQuerySchema.optional() });
