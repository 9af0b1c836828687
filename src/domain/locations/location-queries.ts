import { z } from 'zod';
import { idSchema } from '../shared/id.ts';
import { includeSchema, queryBooleanSchema } from '../shared/list-query.ts';

/**
 * GET Locations (spec §7): the switcher list of a customer (`customerId`, `canSwitch`), the location
 * picker lists (`all=true` with `poolingGroupId` or `customerId_Corporate`), or plainly the acting
 * customer's locations.
 */
export const locationListQuerySchema = z.object({
  customerId: idSchema.optional(),
  canSwitch: queryBooleanSchema,
  all: queryBooleanSchema,
  poolingGroupId: idSchema.optional(),
  customerId_Corporate: idSchema.optional(),
  include: includeSchema,
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;
