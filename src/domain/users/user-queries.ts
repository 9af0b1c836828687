import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import { includeFieldsSchema } from '../shared/include-fields.ts';
import { queryBooleanSchema } from '../shared/list-query.ts';

/** The fields of a GET Users row (spec §3 list items, with the customer and the active flag). */
export const userListFields = [
  'id',
  'name',
  'locationId',
  'loginName',
  'isCustomerAdmin',
  'customerId',
  'isActive',
] as const;

/** GET Users (spec §7): the users the switcher may offer, of a customer and optionally a location. */
export const userListQuerySchema = z.object({
  customerId: idQuerySchema,
  locationId: idQuerySchema.optional(),
  isActive: queryBooleanSchema,
  include: includeFieldsSchema(userListFields),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET user: `id` left out means the acting user. */
export const userQuerySchema = z.object({ id: idQuerySchema.optional() });
