import { z } from 'zod';
import { lineQuantityMax } from '../orders/order-draft.ts';
import { idQuerySchema, idSchema } from '../shared/id.ts';

/** spec §8 messages of counting (Company → Counting). */
export const countingSaveFailedMessage = 'Error saving one or more counting reports';
export const countingDeleteFailedMessage = 'Could not delete counting report';

const versionSchema = z.number().int().min(1).max(2_147_483_647);

/** The most pallets one count may say: ten order lines' worth. */
export const countedVolumeMax = lineQuantityMax * 10;

/**
 * One counted product choice at a location: a new report (no id) or a change of an unconfirmed one at
 * the version the counter saw.
 */
export const countingReportInputSchema = z.object({
  id: idSchema.optional(),
  version: versionSchema.optional(),
  locationId: idSchema,
  productId: z.string().trim().min(1).max(20),
  treatmentId: z.string().trim().min(1).max(20),
  qualityId: z.string().trim().min(1).max(20),
  countedVolume: z.number().int().min(0).max(countedVolumeMax),
});
export type CountingReportInput = z.infer<typeof countingReportInputSchema>;

/** POST countingReports: several saved at once, all or none ('Error saving one or more counting reports'). */
export const countingReportsSaveSchema = z.object({
  reports: z.array(countingReportInputSchema).min(1).max(200),
});

/**
 * POST countingReportConfirm: the count becomes the balance. The difference is taken against the
 * balance as it is when confirming — not as the counter saw it — and recorded as an adjustment.
 */
export const countingReportConfirmSchema = z.object({ id: idSchema, version: versionSchema });

/** POST countingReportDelete: an unconfirmed report only. */
export const countingReportDeleteSchema = z.object({ id: idSchema, version: versionSchema });

export const countingReportsQuerySchema = z.object({ locationId: idQuerySchema });

/** A counting report as the audit screen lists it (spec §3 pallet receipt and audit report). */
export interface CountingReport {
  id: number;
  locationId: number;
  productId: string;
  treatmentId: string;
  qualityId: string;
  productName: string;
  treatmentName: string;
  qualityName: string;
  countedVolume: number;
  /** Received and sent at the location since its last confirmed count of this product choice. */
  inboundVolume: number;
  outboundVolume: number;
  /** The balance now, or, once confirmed, as it was when confirmed. */
  balance: number;
  /** Counted less the balance: what the adjustment corrects. */
  difference: number;
  confirmed: boolean;
  confirmedAt: string | null;
  registeredBy: number;
  registeredByName: string;
  registeredAt: string;
  version: number;
}
