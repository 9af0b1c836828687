import { z } from 'zod';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { containerOrderStatuses } from './container-order-status.ts';
import { containerOrderSortFields } from './container-order-sort.ts';

/** Container orders (issue 20 item 3): the payloads of the calls and the rows they answer. */
export const maxContainerOrderCount = 99;
export const maxDeliveryAddressLength = 200;
export const maxContainerReferenceLength = 60;

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);
const calendarDate = z
  .string('must be a date as yyyy-MM-dd')
  .regex(/^20[0-9]{2}-[01][0-9]-[0-3][0-9]$/, 'must be a date as yyyy-MM-dd');
export const containerTypeIdSchema = z
  .string('must be a container type id')
  .regex(/^[A-Z0-9_-]{1,20}$/, 'must be a container type id');

/** POST containerOrder: a new order, status Open. The location defaults to the session's. */
export const containerOrderInputSchema = z.object({
  containerTypeId: containerTypeIdSchema,
  count: z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(maxContainerOrderCount, `must be at most ${maxContainerOrderCount}`),
  deliveryDate: calendarDate,
  deliveryAddress: z
    .string('must be an address')
    .trim()
    .min(1, 'must not be empty')
    .max(maxDeliveryAddressLength, `must be at most ${maxDeliveryAddressLength} characters`),
  reference: z
    .string()
    .trim()
    .max(maxContainerReferenceLength, `must be at most ${maxContainerReferenceLength} characters`)
    .optional(),
  locationId: idSchema.optional(),
});
export type ContainerOrderInput = z.input<typeof containerOrderInputSchema>;

/** POST containerOrderStatus: the status to set and the version the change is based on. */
export const containerOrderStatusChangeSchema = z.object({
  id: idSchema,
  status: z.enum(containerOrderStatuses),
  version: z.number('must be a version').int('must be a version').positive('must be a version'),
});
export type ContainerOrderStatusChange = z.infer<typeof containerOrderStatusChangeSchema>;

/** GET ContainerOrders: a status filter and the sort. */
export const containerOrderListQuerySchema = z.object({
  status: z.preprocess(emptyAsMissing, z.enum(containerOrderStatuses).optional()),
  sort: z.preprocess(emptyAsMissing, z.enum(containerOrderSortFields).optional()),
  descending: z.preprocess(emptyAsMissing, z.enum(['true', 'false']).optional()),
});
export type ContainerOrderListQuery = Partial<Record<'status' | 'sort' | 'descending', string>>;

export const containerOrderIdQuerySchema = z.object({ id: idQuerySchema });

export const containerOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  containerTypeId: z.string(),
  containerTypeName: z.string(),
  count: z.number().int(),
  deliveryDate: z.string(),
  deliveryAddress: z.string(),
  reference: z.string().nullable(),
  status: z.enum(containerOrderStatuses),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** The statuses the session may set next. */
  nextStatuses: z.array(z.enum(containerOrderStatuses)),
});
export type ContainerOrderRow = z.infer<typeof containerOrderRowSchema>;

export const containerOrderListSchema = z.object({
  rows: z.array(containerOrderRowSchema),
  total: z.number().int(),
});
export type ContainerOrderList = z.infer<typeof containerOrderListSchema>;

/** GET ContainerOrderOptions: what the order form offers. */
export const containerOrderOptionsSchema = z.object({
  types: z.array(z.object({ id: z.string(), name: z.string(), dailyPrice: z.number() })),
  locations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The location's own address first, then its delivery addresses. */
      addresses: z.array(z.string()),
    }),
  ),
  /** The session's location when it is one of the above. */
  defaultLocationId: z.number().int().nullable(),
  isProvider: z.boolean(),
  currency: z.string(),
});
export type ContainerOrderOptions = z.infer<typeof containerOrderOptionsSchema>;
