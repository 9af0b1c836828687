import { z } from 'zod';
import { includeSchema, queryBooleanSchema } from '../shared/list-query.ts';

/**
 * GET Locations (spec §7): the switcher list of a customer (`customerId`, `canSwitch`), the location
 * picker lists (`all=true` with `poolingGroupId` or `customerId_Corporate`), or plainly the acting
 * customer's locations.
 */
export const locationListQuerySchema = z.object({
  customerId: z.coerce.number().int().positive().optional(),
  canSwitch: queryBooleanSchema,
  all: queryBooleanSchema,
  poolingGroupId: z.coerce.number().int().positive().optional(),
  customerId_Corporate: z.coerce.number().int().positive().optional(),
  include: includeSchema,
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;
