import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';

/**
 * Invoices (spec §2 `invoices/{type}/{id?}`; issue 18): made monthly by a job from delivered orders and
 * the market's price list. purchase: pallets bought (TO); washing: pallets picked up and washed (HE, RO);
 * rental: the days a customer's open or closed container rentals charged in the month (issue 20 item 4).
 */
export const invoiceTypes = ['purchase', 'washing', 'rental'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];
export const isInvoiceType = (type: string): type is InvoiceType =>
  (invoiceTypes as readonly string[]).includes(type);

/** VAT per market, in % (Finland 25.5 % since 1 September 2024). */
export const vatRates: Record<string, number> = { no: 25, se: 25, dk: 25, fi: 25.5, swa: 25 };

export const invoiceListQuerySchema = z.object({
  type: z.enum(invoiceTypes),
  from: z
    .string()
    .regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
    .optional(),
  to: z
    .string()
    .regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
    .optional(),
  customerId: idQuerySchema.optional(),
});
export const invoiceIdQuerySchema = z.object({ id: idQuerySchema });

const money = z.number();

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  type: z.enum(invoiceTypes),
  month: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  currency: z.string(),
  netAmount: money,
  vatAmount: money,
  totalAmount: money,
  lineCount: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  /** The order of a purchase or washing line; null on a rental line. */
  transactionId: z.number().int().nullable(),
  /** The rental of a rental line, and the days of the month it charges; null on an order's line. */
  rentalId: z.number().int().nullable(),
  days: z.number().int().nullable(),
  /** The order no., or a rental line's rental no. */
  orderNo: z.string(),
  locationName: z.string(),
  productId: z.string(),
  treatmentId: z.string(),
  qualityId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  price: money,
  freight: money,
  transportFee: money,
  customs: money,
  sealing: money,
  netAmount: money,
  vatRate: money,
  vatAmount: money,
  /** netAmount + vatAmount. */
  sum: money,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** GET invoice: the invoice with its lines. */
export const invoiceDetailSchema = invoiceSummarySchema.extend({ lines: z.array(invoiceLineSchema) });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** GET invoices: a type's invoices in the user's reach, newest first, with totals. */
export const invoiceListSchema = z.object({
  rows: z.array(invoiceSummarySchema),
  totals: z.object({ netAmount: money, vatAmount: money, totalAmount: money, currency: z.string() }),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;
