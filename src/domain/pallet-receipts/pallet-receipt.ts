import { z } from 'zod';
import { lineQuantityMax, optionalText } from '../orders/order-draft.ts';
import { productKey } from '../products/product-key.ts';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { signatureSchema } from './signature.ts';

/** The two variants of spec §2: plain receipts count pallets in and out; inventory ones count the stock. */
export const palletReceiptVariants = ['plain', 'inventory'] as const;
export type PalletReceiptVariant = (typeof palletReceiptVariants)[number];

/** spec §5: "A location must be chosen before a pallet receipt, and products must exist for it." */
export const locationRequiredMessage = 'A location must be chosen';
export const noProductsMessage = 'No products exist for this location';
export const noPalletReceiptDaysMessage = 'This location has no pallet receipt days';
export const productNotCarriedMessage = 'This product is not carried at the location';
/** spec §8 messages. */
export const receiptDeletedMessage = 'Pallet receipt deleted';
export const signatureNotSavedMessage = 'Could not save signature';

export const receiptLinesMax = 50;

const quantity = z.number().int().min(0).max(lineQuantityMax);

/**
 * One product choice of a receipt: pallets delivered to the location (inbound) and taken from it
 * (outbound); on an inventory receipt, the pallets counted there.
 */
export const receiptLineSchema = z.object({
  productId: z.string().trim().min(1).max(20),
  treatmentId: z.string().trim().min(1).max(20),
  qualityId: z.string().trim().min(1).max(20),
  inbound: quantity.default(0),
  outbound: quantity.default(0),
  counted: quantity.nullish().transform((value) => value ?? null),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/**
 * POST palletReceipt: a receipt counted and signed at a location, in one of the two variants. Lines
 * name each product choice once; a plain receipt counts something in or out, an inventory one counts
 * every line.
 */
export const palletReceiptSchema = z
  .object({
    variant: z.enum(palletReceiptVariants),
    locationId: idSchema.nullish().transform((value) => value ?? null),
    lines: z.array(receiptLineSchema).min(1).max(receiptLinesMax),
    signature: signatureSchema,
    note: optionalText(500),
  })
  .superRefine((receipt, context) => {
    if (receipt.locationId === null) {
      context.addIssue({ code: 'custom', path: ['locationId'], message: locationRequiredMessage });
    }
    const seen = new Set<string>();
    receipt.lines.forEach((line, index) => {
      const key = productKey(line);
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: ['lines', index], message: 'repeats a product choice' });
      }
      seen.add(key);
      if (receipt.variant === 'inventory' && line.counted === null) {
        context.addIssue({ code: 'custom', path: ['lines', index, 'counted'], message: 'is required' });
      }
    });
    const moved = receipt.lines.some((line) => line.inbound > 0 || line.outbound > 0);
    if (receipt.variant === 'plain' && !moved) {
      context.addIssue({ code: 'custom', path: ['lines'], message: 'must count pallets in or out' });
    }
  });
export type PalletReceiptInput = z.input<typeof palletReceiptSchema>;
export type PalletReceiptDraft = z.infer<typeof palletReceiptSchema>;

/** A saved receipt, as the receipt view, the log and the PDF show it. */
export interface PalletReceipt {
  id: number;
  receiptNo: string;
  variant: PalletReceiptVariant;
  locationId: number;
  locationName: string;
  locationNo: string;
  customerName: string;
  lines: (ReceiptLine & {
    productName: string;
    treatmentName: string;
    qualityName: string;
    /** Inventory: the location's balance of the choice when it was counted; null on a plain receipt. */
    balanceAtCount: number | null;
  })[];
  signerName: string;
  signerRole: 'driver' | 'counterpart';
  /** The signature as a PNG data URL. */
  signature: string;
  note: string | null;
  registeredBy: number;
  registeredByName: string;
  registeredAt: string;
}

/** GET palletReceipt and GET palletReceiptPdf: one receipt by id. */
export const palletReceiptQuerySchema = z.object({ id: idQuerySchema });

/** POST palletReceiptDelete: the receipt goes from the log, and a plain one's balance movements with it. */
export const palletReceiptDeleteSchema = z.object({ id: idSchema });

/** GET palletReceipts (the log page): newest first, without the signature images. */
export const palletReceiptLogQuerySchema = z.object({
  variant: z.enum(palletReceiptVariants).optional(),
  locationId: idQuerySchema.optional(),
  count: z.coerce.number().int().min(1).max(500).default(100),
});
export type PalletReceiptLogQuery = z.infer<typeof palletReceiptLogQuerySchema>;
export type PalletReceiptLogEntry = Omit<PalletReceipt, 'signature' | 'lines'> & {
  inbound: number;
  outbound: number;
  counted: number | null;
};

/** POST palletReceiptEmail: the receipt as PDF to an address. */
export const palletReceiptEmailSchema = z.object({
  receiptId: idSchema,
  email: z.email().max(200),
});
export type PalletReceiptEmail = z.infer<typeof palletReceiptEmailSchema>;
