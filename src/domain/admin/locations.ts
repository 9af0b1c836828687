import { z } from 'zod';
import { workWeekdays } from '../calendar/weekdays.ts';
import { checkGln } from '../shared/gln.ts';
import { idQuerySchema, idSchema } from '../shared/id.ts';

export const locationSaveFailedMessage = 'Error saving location';
export const locationDeleteFailedMessage = 'Error deleting location';

/** Location types the database allows (spec §3: customer/vendor, retail/wholesale, all). */
export const locationTypeIds = ['LEV', 'GRS', 'NLP'] as const;
export type LocationTypeId = (typeof locationTypeIds)[number];

/** How a truck is loaded at the location; none chosen is null. */
export const loadTypes = ['rear', 'side', 'top'] as const;
export type LoadType = (typeof loadTypes)[number];

/** Location status ids (spec §4): 1 active, 2 inactive (shown as Blocked elsewhere). */
export const locationStatusIds = { active: 1, inactive: 2 } as const;
export type LocationStatusId = (typeof locationStatusIds)[keyof typeof locationStatusIds];

/**
 * The fields only a global admin sets (issue 17 item 2). A customer admin's save must carry them as
 * stored (the form shows them read-only); a change is refused with 403, never silently dropped.
 */
export const globalOnlyLocationFields = ['poolingGroupId', 'isCorporate', 'customerIdCorporate'] as const;
export type GlobalOnlyLocationField = (typeof globalOnlyLocationFields)[number];

/** An optional list of e-mail addresses, `,` or `;` separated; empty means none. */
const emailListSchema = (field: string) =>
  z
    .string()
    .trim()
    .max(1000)
    .refine((value) => splitEmails(value).every((email) => z.email().safeParse(email).success), {
      message: `${field} must be e-mail addresses separated by commas`,
    });

export function splitEmails(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((email) => email.trim())
    .filter(Boolean);
}

/** 'HH:MM-HH:MM', the window deliveries are received in; empty means any time. */
const deliveryBetweenPattern = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

export function deliveryWindowOf(value: string): { from: string; to: string } {
  const [from = '', to = ''] = value.split('-');
  return { from, to };
}

/**
 * A location number is a GLN by the rules of spec §5. Numbers stored before the portal checked them
 * (the demo data's four-digit ones) may be kept when a location is changed, but never given anew.
 * The problem in words, or null when the number may be saved.
 */
export function locationNumberProblem(number: string, storedNumber: string | null): string | null {
  if (storedNumber !== null && number === storedNumber) return null;
  const check = checkGln(number);
  return check.ok ? null : `Invalid GLN: ${check.reason}`;
}

/** Every field of spec §3 Location (administration) an admin edits. */
export const adminLocationFieldsSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  // A GLN for a new number (locationNumberProblem); the server checks it against the stored one.
  number: z.string().trim().min(1, 'number is required').max(64),
  externalId: z.string().trim().max(100),
  typeId: z.enum(locationTypeIds),
  statusId: z.literal([locationStatusIds.active, locationStatusIds.inactive]),
  hasRamp: z.boolean(),
  needsLift: z.boolean(),
  isDelivery: z.boolean(),
  deliveryBetween: z
    .string()
    .trim()
    .refine((value) => value === '' || deliveryBetweenPattern.test(value), {
      message: 'deliveryBetween must be a time window like 07:00-15:00',
    }),
  deliveryInstructions: z.string().trim().max(2000),
  transportInstructions: z.string().trim().max(2000),
  emailOrderConfirmed: emailListSchema('emailOrderConfirmed'),
  emailPurchaseOrder: emailListSchema('emailPurchaseOrder'),
  emailReturnOrder: emailListSchema('emailReturnOrder'),
  /** ISO weekdays Monday 1 … Friday 5 on which pallet receipts are made here (spec §5 location picker). */
  palletReceiptDays: z.array(z.literal(workWeekdays)).max(5),
  loadType: z.enum(loadTypes).nullable(),
  poolingGroupId: idSchema.nullable(),
  isCorporate: z.boolean(),
  customerIdCorporate: idSchema.nullable(),
});
export type AdminLocationFields = z.infer<typeof adminLocationFieldsSchema>;

/** POST adminLocation: a new location of the acting customer (no id), or a change at `version`. */
export const adminLocationInputSchema = adminLocationFieldsSchema
  .extend({ id: idSchema.optional(), version: z.number().int().positive().optional() })
  .refine((input) => input.id === undefined || input.version !== undefined, {
    message: 'version is required when changing a location',
    path: ['version'],
  });
export type AdminLocationInput = z.infer<typeof adminLocationInputSchema>;

/** GET adminLocation and the answer of POST adminLocation. */
export const adminLocationSchema = adminLocationFieldsSchema.extend({
  id: idSchema,
  version: z.number().int(),
  customerId: idSchema,
  customerName: z.string(),
  customerNameCorporate: z.string().nullable(),
  poolingGroupName: z.string().nullable(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;

export const adminLocationQuerySchema = z.object({ id: idQuerySchema });

export const adminLocationSorts = ['name', 'number', 'type'] as const;
export type AdminLocationSort = (typeof adminLocationSorts)[number];
export const adminLocationStatusFilters = ['active', 'inactive', 'all'] as const;
export type AdminLocationStatusFilter = (typeof adminLocationStatusFilters)[number];

export const adminLocationsPageSize = 50;

/** GET adminLocations: the acting customer's locations, found by name or number, a page at a time. */
export const adminLocationsQuerySchema = z.object({
  term: z.string().trim().max(200).optional(),
  status: z.enum(adminLocationStatusFilters).default('all'),
  sort: z.enum(adminLocationSorts).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(adminLocationsPageSize),
});
export type AdminLocationsQuery = z.infer<typeof adminLocationsQuerySchema>;

export const adminLocationRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  number: z.string(),
  externalId: z.string(),
  typeId: z.enum(locationTypeIds),
  statusId: z.number().int(),
  addressCount: z.number().int(),
});
export type AdminLocationRow = z.infer<typeof adminLocationRowSchema>;

export const adminLocationsAnswerSchema = z.object({
  rows: z.array(adminLocationRowSchema),
  total: z.number().int(),
});
export type AdminLocationsAnswer = z.infer<typeof adminLocationsAnswerSchema>;

/** POST adminLocationDelete: the location the client read at `version`. */
export const adminLocationDeleteSchema = z.object({ id: idSchema, version: z.number().int().positive() });
export type AdminLocationDelete = z.infer<typeof adminLocationDeleteSchema>;

/**
 * Why a location was deactivated instead of deleted: its orders or users must keep pointing at it, or
 * other records (receipts, counts, schedules) still do.
 */
export const locationKeptReasons = ['orders', 'users', 'records'] as const;
export type LocationKeptReason = (typeof locationKeptReasons)[number];

export const adminLocationDeleteAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ id: idSchema, outcome: z.literal('deleted') }),
  z.object({ id: idSchema, outcome: z.literal('deactivated'), reason: z.enum(locationKeptReasons) }),
]);
export type AdminLocationDeleteAnswer = z.infer<typeof adminLocationDeleteAnswerSchema>;

/** The form's starting values for a new location. */
export const emptyLocationFields: AdminLocationFields = {
  name: '',
  number: '',
  externalId: '',
  typeId: 'LEV',
  statusId: locationStatusIds.active,
  hasRamp: false,
  needsLift: false,
  isDelivery: false,
  deliveryBetween: '',
  deliveryInstructions: '',
  transportInstructions: '',
  emailOrderConfirmed: '',
  emailPurchaseOrder: '',
  emailReturnOrder: '',
  palletReceiptDays: [],
  loadType: null,
  poolingGroupId: null,
  isCorporate: false,
  customerIdCorporate: null,
};

/** GET poolingGroups: the market's pooling groups a global admin links a location to. */
export const poolingGroupSchema = z.object({ id: idSchema, name: z.string() });
export type PoolingGroup = z.infer<typeof poolingGroupSchema>;
export const poolingGroupsSchema = z.array(poolingGroupSchema);
