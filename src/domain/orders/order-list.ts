import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import { queryBooleanSchema } from '../shared/list-query.ts';
import type { OrderAddress } from './order-address.ts';
import { orderListCount } from './order-list-size.ts';
import { orderIncludeSchema } from './order-row-fields.ts';
import { orderStatusIds, type OrderStatusId } from './order-statuses.ts';
import { transactionTypeIds } from './transaction-types.ts';

/**
 * A day that exists (not 2025-02-30) in the years 1900–2999: PostgreSQL would refuse year 0 with an
 * error, not a 400, and no order is dated outside them.
 */
export const isoDate = z
  .string()
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, { message: 'must be a date yyyy-MM-dd', abort: true })
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'is not a date');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an item of any input: the list gives it strings
const commaList = <T extends z.ZodType<unknown, any>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean),
    )
    // PostgreSQL takes at most 65,535 parameters in one statement; no screen asks for more than 1000.
    .pipe(z.array(item).max(orderListCount, `must list at most ${orderListCount} values`));

/** Columns the list may be sorted by; `dateSend` is stored as the send date (`sendon`, spec §7). */
export const orderSortFields = [
  'orderNo',
  'dateSend',
  'sentDate',
  'receivalDate',
  'transactionStatusId',
  'transactionTypeId',
  'reference',
  'myReference',
  'quantity',
  'amount',
  'locationNameFrom',
  'locationNameTo',
  'createdAt',
] as const;
export type OrderSortField = (typeof orderSortFields)[number];

/**
 * GET /{resource} (e.g. orders), the order list of spec §7. The fixed flags (withfees, withsort …,
 * countdetailed) are accepted as the client sends them; `count` is at most 1000. Sorting comes as
 * `orderBy[0].field` and `orderby[0].descending` (either case).
 */
export const orderListQuerySchema = z
  .object({
    withfees: queryBooleanSchema,
    withsort: queryBooleanSchema,
    withtempsort: queryBooleanSchema,
    withtempsortlines: queryBooleanSchema,
    withtempsortlinespivoted: queryBooleanSchema,
    withqualitychanges: queryBooleanSchema,
    withemployees: queryBooleanSchema,
    countdetailed: queryBooleanSchema,
    count: z.coerce.number().int().min(1).max(orderListCount).default(orderListCount),
    customerId: idQuerySchema.optional(),
    transactionType: commaList(z.enum(transactionTypeIds as [string, ...string[]])).optional(),
    locationId: idQuerySchema.optional(),
    locationIdFrom: idQuerySchema.optional(),
    locationIdTo: idQuerySchema.optional(),
    term: z.string().trim().max(100).optional(),
    source: z.enum(['sqlorder']).optional(),
    mode: z.enum(['prefix']).optional(),
    sendLower: isoDate.optional(),
    sendUpper: isoDate.optional(),
    transactionStatus: commaList(
      z.coerce
        .number()
        .int()
        .refine(
          (id): id is OrderStatusId => (orderStatusIds as number[]).includes(id),
          'is not an order status',
        ),
    ).optional(),
    ids: commaList(idQuerySchema).optional(),
    include: orderIncludeSchema,
    'orderBy[0].field': z.enum(orderSortFields).optional(),
    'orderby[0].field': z.enum(orderSortFields).optional(),
    'orderBy[0].descending': queryBooleanSchema,
    'orderby[0].descending': queryBooleanSchema,
  })
  .transform(
    ({
      'orderBy[0].field': a,
      'orderby[0].field': b,
      'orderBy[0].descending': c,
      'orderby[0].descending': d,
      ...rest
    }) => ({
      ...rest,
      sort: { field: a ?? b ?? ('dateSend' as OrderSortField), descending: c ?? d ?? true },
    }),
  );
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A line of an order, nested under `transactions` (spec §2 order grid, §3). */
export interface OrderLine {
  id: number;
  productId: string;
  productName: string;
  productImage: string | null;
  treatmentId: string;
  treatmentName: string;
  qualityId: string;
  qualityName: string;
  quantityOrdered: number;
  quantityPicked: number | null;
  quantityDelivered: number | null;
  price: number | null;
  amount: number | null;
  isPooling: boolean;
  /** The quality the receiver registered, when a reception named one (issue 6). */
  qualityIdReceived: string | null;
  qualityNameReceived: string | null;
}

/** One row of the order list (spec §3 order fields the grid shows). */
export interface OrderRow {
  id: number;
  orderNo: string;
  transactionTypeId: string;
  transactionStatusId: number;
  transactionStatus: string;
  customerId: number;
  locationIdFrom: number;
  locationIdTo: number;
  locationNameFrom: string;
  locationNameTo: string;
  reference: string | null;
  myReference: string | null;
  sendersRef: string | null;
  receiversRef: string | null;
  transportRef: string | null;
  dateSend: string | null;
  sentDate: string | null;
  receivalDate: string | null;
  pickupDate: string | null;
  quantity: number;
  amount: number | null;
  /** Fees (spec §3 money): freight, transport fee and customs, set when the provider confirms. */
  freight: number | null;
  transportFee: number | null;
  customs: number | null;
  currency: string | null;
  carType: number | null;
  fillDegree: number | null;
  /** Transport and waybill (spec §3, issue 6 expedition). */
  carNo: string | null;
  carNo2: string | null;
  cartman: string | null;
  loadText: string | null;
  transportText: string | null;
  waybillInfo: string | null;
  numberOfCopies: number;
  /** A goods delivery to a place outside the portal (issue 6); its location ids are then the sender's. */
  externalLocationId: number | null;
  externalLocationName: string | null;
  customsHandler: 'kgh' | 'self' | 'required' | 'none' | null;
  /** How far the declaration is (spec §3 Customs): '' empty, pending or done. */
  customsStatus: '' | 'pending' | 'done' | null;
  /** Price per counted item, the sealing fee, and the sum of amount and every fee (spec §3 money). */
  price: number | null;
  sealing: number | null;
  sumAmount: number | null;
  /** Spec §3 addresses: where an order is delivered, where a pickup is collected, a one-off address. */
  deliveryAddress: OrderAddress | null;
  pickupAddress: OrderAddress | null;
  temporaryAddress: OrderAddress | null;
  /** Scheduled and rental fields (spec §3 dates): start and end, every so many weeks, return and reception days. */
  startDate: string | null;
  endDate: string | null;
  intervalWeeks: number | null;
  returnDays: number | null;
  receptionDays: number | null;
  autoCommit: boolean;
  /**
   * The signature (a PNG data URL) on rows read one by one (GET order and the writes' answers); the
   * list sends only `hasSignature`, so 1000 rows never carry 1000 drawings.
   */
  signature: string | null;
  hasSignature: boolean;
  /** Sort data (spec §3, §7 withsort): on GET order always, on the list when `withsort=true`. */
  sort?: OrderSortData | null;
  commentCount: number;
  isReceiverRegistered: boolean;
  version: number;
  transactions: OrderLine[];
}

/**
 * What sorting found (spec §3 sort data) for an order that arrived at the provider: items counted,
 * how many fewer than ordered, and how many lines arrived in another quality.
 */
export interface OrderSortData {
  counted: number;
  shortfall: number;
  qualityChanges: number;
}

/** The list answer: the rows (at most `count`) and how many match in all, for 'Showing {count} of {total}'. */
export interface OrderListAnswer {
  items: OrderRow[];
  total: number;
}
