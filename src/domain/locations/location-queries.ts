import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import { includeFieldsSchema } from '../shared/include-fields.ts';
import { queryBooleanSchema } from '../shared/list-query.ts';

/** The fields of a GET Locations row (spec §3 list items: id, name, isDefault, statusId, typeId, and more). */
export const locationListFields = [
  'id',
  'name',
  'number',
  'statusId',
  'typeId',
  'customerId',
  'poolingGroupId',
  'isProvider',
  'palletReceiptDays',
  'countryId',
  'isDefault',
] as const;

/**
 * GET Locations (spec §7): the switcher list of a customer (`customerId`, `canSwitch`), the location
 * picker lists (`all=true` with `poolingGroupId` or `customerId_Corporate`), or plainly the acting
 * customer's locations. `all=true` alone lists the market's active locations, for provider staff (the
 * dock's partner picker, issue 6). `isProvider=true` lists the provider locations an order, pickup or return
 * goes to or from.
 */
export const locationListQuerySchema = z.object({
  customerId: idQuerySchema.optional(),
  canSwitch: queryBooleanSchema,
  all: queryBooleanSchema,
  poolingGroupId: idQuerySchema.optional(),
  customerId_Corporate: idQuerySchema.optional(),
  /** The order partner picker (issue 4): the market's active provider locations, not the acting one. */
  isProvider: queryBooleanSchema,
  include: includeFieldsSchema(locationListFields),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;
