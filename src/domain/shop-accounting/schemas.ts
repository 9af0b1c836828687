import { z } from 'zod';
import { idSchema } from '../shared/id.ts';
import { paymentMethods, shopChannels, type PaymentMethod, type ShopChannel } from './ledger-terms.ts';

/** Shop accounting (issue 20 item 5): the payloads and answers of its calls. */
export { mobilePaymentName, paymentMethods, shopChannels } from './ledger-terms.ts';
export type { PaymentMethod, ShopChannel } from './ledger-terms.ts';

const dateRegex = /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const monthRegex = /^20[0-9]{2}-(0[1-9]|1[0-2])$/;

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 is refused). */
export const shopDateSchema = z
  .string('must be a date as YYYY-MM-DD')
  .regex(dateRegex, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'must be a date that exists');
export const shopMonthSchema = z.string().regex(monthRegex, 'must be a month as YYYY-MM');

/** Money with at most 2 decimals. */
const priceSchema = z
  .number('must be a number')
  .positive('must be more than 0')
  .max(10_000_000, 'must be at most 10 000 000')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'must have at most 2 decimals');

/** The most one entry may come to before VAT: quantity × unit price. */
export const maxEntryNet = 500_000_000;

/** POST shopTransaction: a sale. The amounts and the VAT rate are the server's, never the client's. */
export const shopTransactionInputSchema = z
  .object({
    date: shopDateSchema,
    channel: z.enum(shopChannels),
    buyer: z.string('is required').trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    productId: z.string('is required').trim().min(1, 'is required').max(40),
    quantity: z
      .number('must be a whole number')
      .int('must be a whole number')
      .positive('must be more than 0')
      .max(100_000, 'must be at most 100 000'),
    unitPrice: priceSchema,
    paymentMethod: z.enum(paymentMethods),
  })
  .superRefine((input, context) => {
    // One line's net stays far inside the ledger's numeric(18, 2) columns and a day's sums (gross ≤ net × 1.255).
    if (input.quantity * input.unitPrice > maxEntryNet) {
      context.addIssue({
        code: 'custom',
        path: ['unitPrice'],
        message: 'quantity × unit price must be at most 500 000 000',
      });
    }
  });
export type ShopTransactionInput = z.infer<typeof shopTransactionInputSchema>;

/** POST shopTransactionReverse: the entry to reverse, and the (open) day of the reversal, today if not given. */
export const shopReverseInputSchema = z.object({ id: idSchema, date: shopDateSchema.optional() });
export type ShopReverseInput = z.infer<typeof shopReverseInputSchema>;

/** POST shopDayClose */
export const shopDayCloseInputSchema = z.object({ date: shopDateSchema });

export const shopPageSize = 50;

/** The filters of the list, the totals and the export: a day or a month (this month if neither). */
export const shopFilterSchema = z.object({
  day: shopDateSchema.optional(),
  month: shopMonthSchema.optional(),
  channel: z.enum(shopChannels).optional(),
  productId: z.string().trim().min(1).max(40).optional(),
  paymentMethod: z.enum(paymentMethods).optional(),
});
export type ShopFilter = z.infer<typeof shopFilterSchema>;

export const shopListQuerySchema = shopFilterSchema.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(shopPageSize),
});
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

export const shopExportQuerySchema = shopFilterSchema.extend({ format: z.enum(['csv', 'xlsx']) });

export const shopClosingsQuerySchema = z.object({ month: shopMonthSchema.optional() });
export type ShopClosingsQuery = z.infer<typeof shopClosingsQuerySchema>;

export interface ShopTransaction {
  id: number;
  /** The entry's number in the market's ledger: 1, 2, 3 … without gaps (the id is the row's). */
  entryNo: number;
  date: string;
  channel: ShopChannel;
  buyer: string;
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  net: number;
  vat: number;
  gross: number;
  paymentMethod: PaymentMethod;
  /** A reversal: the entry it reverses, by id and by number. */
  reversesId: number | null;
  reversesNo: number | null;
  /** An original that was reversed: its reversing entry, by id and by number. */
  reversedById: number | null;
  reversedByNo: number | null;
  createdByName: string;
  createdAt: string;
  /** The day is closed: the entry can only be reversed on an open day. */
  dayClosed: boolean;
}

export interface ShopTransactionPage {
  total: number;
  rows: ShopTransaction[];
}

export interface ShopSums {
  net: number;
  vat: number;
  gross: number;
  count: number;
}

/** The sums of a day or a month: all, and per channel. */
export interface ShopTotalsRow {
  period: string;
  all: ShopSums;
  Shop: ShopSums;
  Wholesale: ShopSums;
  /** Days only: the day is closed. */
  closed?: boolean;
}

export interface ShopTotals {
  currency: string;
  /** The sums of the whole period (the day, or the month) and its filters. */
  period: ShopTotalsRow;
  /** The period's days that have entries (and a chosen day even without). */
  days: ShopTotalsRow[];
  /** Per month over the whole month, whatever the day filter. */
  months: ShopTotalsRow[];
}

export interface ShopClosing {
  date: string;
  count: number;
  net: number;
  vat: number;
  gross: number;
  closedByName: string;
  closedAt: string;
}

export interface ShopOptions {
  currency: string;
  vatRate: number;
  mobilePaymentName: string;
  /** The login user may close a day. */
  mayClose: boolean;
  /** The market's day (on its own clock): the default date of a new entry. */
  today: string;
  /** Today is closed: no more entries or reversals dated today. */
  todayClosed: boolean;
  products: { id: string; name: string }[];
}
