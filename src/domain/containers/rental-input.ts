import { z } from 'zod';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { containerTypeIdSchema, maxContainerReferenceLength } from './container-order-input.ts';
import { rentalStatuses } from './rental-status.ts';

/** Rentals (issue 20 item 4): the payloads of the calls and the rows they answer. */
export const maxRentalContainers = 50;

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);
const calendarDate = z
  .string('must be a date as yyyy-MM-dd')
  .regex(/^20[0-9]{2}-[01][0-9]-[0-3][0-9]$/, 'must be a date as yyyy-MM-dd');
const version = z.number('must be a version').int('must be a version').positive('must be a version');

/** POST rental: a customer registers a rental; the daily price is the type's when registered. */
export const rentalInputSchema = z
  .object({
    containerTypeId: containerTypeIdSchema,
    count: z
      .number('must be a whole number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(maxRentalContainers, `must be at most ${maxRentalContainers}`),
    startDate: calendarDate,
    endDate: calendarDate.optional(),
    reference: z
      .string()
      .trim()
      .max(maxContainerReferenceLength, `must be at most ${maxContainerReferenceLength} characters`)
      .optional(),
    locationId: idSchema.optional(),
  })
  .refine((input) => !input.endDate || input.endDate >= input.startDate, {
    path: ['endDate'],
    message: 'must not be before the start date',
  });
export type RentalInput = z.input<typeof rentalInputSchema>;

/** POST rentalOpen: the provider opens a registered rental with free containers. */
export const rentalOpenSchema = z.object({
  id: idSchema,
  containerIds: z
    .array(idSchema, 'must be a list of container ids')
    .min(1, 'must name at least one container')
    .max(maxRentalContainers, `must name at most ${maxRentalContainers} containers`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a container twice'),
  version,
});
export type RentalOpen = z.infer<typeof rentalOpenSchema>;

/** POST rentalClose */
export const rentalCloseSchema = z.object({ id: idSchema, version });
export type RentalClose = z.infer<typeof rentalCloseSchema>;

export const rentalListQuerySchema = z.object({
  status: z.preprocess(emptyAsMissing, z.enum(rentalStatuses).optional()),
});
export type RentalListQuery = Partial<Record<'status', string>>;

export const rentalIdQuerySchema = z.object({ id: idQuerySchema });
export const freeContainersQuerySchema = z.object({ rentalId: idQuerySchema });

export const rentalContainerSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  containerTypeId: z.string(),
  locationName: z.string(),
  status: z.enum(['OK', 'NeedsRepair']),
});
export type RentalContainer = z.infer<typeof rentalContainerSchema>;

export const rentalRowSchema = z.object({
  id: z.number().int(),
  rentalNo: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  containerTypeId: z.string(),
  containerTypeName: z.string(),
  status: z.enum(rentalStatuses),
  startDate: z.string(),
  endDate: z.string().nullable(),
  wishedCount: z.number().int(),
  containerCount: z.number().int(),
  dailyPrice: z.number(),
  currency: z.string(),
  reference: z.string().nullable(),
  days: z.number().int(),
  costSoFar: z.number(),
  createdByName: z.string(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  version: z.number().int(),
  mayOpen: z.boolean(),
  mayClose: z.boolean(),
});
export type RentalRow = z.infer<typeof rentalRowSchema>;

export const rentalDetailSchema = rentalRowSchema.extend({
  containers: z.array(rentalContainerSchema),
  months: z.array(
    z.object({
      month: z.string(),
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      amount: z.number(),
    }),
  ),
});
export type RentalDetail = z.infer<typeof rentalDetailSchema>;

export const rentalListSchema = z.object({ rows: z.array(rentalRowSchema), total: z.number().int() });
export type RentalList = z.infer<typeof rentalListSchema>;

export const freeContainersSchema = z.array(rentalContainerSchema);
