import { z } from 'zod';
import { productKey } from '../products/product-key.ts';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { orderAddressSchema } from './order-address.ts';
import { isoDate } from './order-list.ts';
import type { TransactionTypeId } from './transaction-types.ts';

/** Order types a customer drafts at the office (issue 4: Buy → TO, Sell / Pickups → HE, Returns → RO). */
export const draftTransactionTypeIds = ['TO', 'HE', 'RO'] as const satisfies readonly TransactionTypeId[];
export type DraftTransactionTypeId = (typeof draftTransactionTypeIds)[number];

export const isDraftTransactionType = (type: string): type is DraftTransactionTypeId =>
  (draftTransactionTypeIds as readonly string[]).includes(type);

/** Customs handling of a cross-border order (spec §1, §3). */
export const customsHandlers = ['kgh', 'self', 'required', 'none'] as const;

export const draftLinesMax = 50;
export const lineQuantityMax = 100_000;

/** spec §5 Ordering: "a recipient must be chosen before ordering" (spec §8 wording kept). */
export const recipientRequiredMessage = 'A recipient must be chosen';

/**
 * Where the acting location stands on a draft and which end the caller chooses: an order (TO) comes
 * from a provider location to the acting location; a pickup or return goes from it to the provider.
 */
export function draftEnds(type: DraftTransactionTypeId) {
  return type === 'TO'
    ? ({ acting: 'locationIdTo', chosen: 'locationIdFrom' } as const)
    : ({ acting: 'locationIdFrom', chosen: 'locationIdTo' } as const);
}

/** Free text up to `max` characters; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const orderDraftLineSchema = z.object({
  productId: z.string().trim().min(1).max(20),
  treatmentId: z.string().trim().min(1).max(20),
  qualityId: z.string().trim().min(1).max(20),
  quantity: z.number().int().min(1).max(lineQuantityMax),
});
export type OrderDraftLine = z.infer<typeof orderDraftLineSchema>;

/**
 * Each product choice once per order or schedule (spec §3 composite key, any case). `at` is the path
 * of the lines from where the refinement runs: `['lines']` on the order, `[]` on the array itself.
 */
export function addRepeatedLineIssues(
  lines: readonly OrderDraftLine[],
  context: z.RefinementCtx,
  at: readonly (string | number)[] = ['lines'],
) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const key = productKey(line);
    if (seen.has(key)) {
      context.addIssue({ code: 'custom', path: [...at, index], message: 'repeats a product choice' });
    }
    seen.add(key);
  });
}

/** POST order: create a draft (no id) or replace one the client saw at `version`. */
export const orderDraftSchema = z
  .object({
    id: idSchema.optional(),
    version: z.number().int().min(1).max(2_147_483_647).optional(),
    transactionTypeId: z.enum(draftTransactionTypeIds),
    locationIdFrom: idSchema.nullish(),
    locationIdTo: idSchema.nullish(),
    sendDate: isoDate,
    reference: optionalText(100),
    myReference: optionalText(100),
    transportRef: optionalText(100),
    carType: idSchema.nullish(),
    customsHandler: z.enum(customsHandlers).nullish(),
    /** Spec §3 addresses for this order only; none means the location's own. */
    deliveryAddress: orderAddressSchema.nullish(),
    pickupAddress: orderAddressSchema.nullish(),
    temporaryAddress: orderAddressSchema.nullish(),
    lines: z.array(orderDraftLineSchema).min(1).max(draftLinesMax),
  })
  .superRefine((draft, context) => {
    if (draft.id !== undefined && draft.version === undefined) {
      context.addIssue({ code: 'custom', path: ['version'], message: 'is required to change a draft' });
    }
    addRepeatedLineIssues(draft.lines, context);
  });
export type OrderDraft = z.infer<typeof orderDraftSchema>;

/** GET order?id= */
export const orderQuerySchema = z.object({ id: idQuerySchema });

/** POST sendOrders: move drafts to Ordered, all or none (spec §4: '{count} drafts were sent'). */
export const sendOrdersSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'repeats an order'),
});
export type SendOrders = z.infer<typeof sendOrdersSchema>;

export interface SendOrdersAnswer {
  sent: number;
}
