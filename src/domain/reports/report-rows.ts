import { z } from 'zod';
import { reportReaches } from './report-reach.ts';
import { reportIds } from './report-catalogue.ts';

/**
 * What each report call answers (issue 18 item 2), as zod schemas the screens parse with. Quantities
 * are pallets; tons are the same volume by the products' weights. Every report carries its totals,
 * which equal the sum of its rows.
 */
const count = z.number().int();
const amount = z.number();
const month = z.string();

const productChoice = {
  productId: z.string(),
  treatmentId: z.string(),
  qualityId: z.string(),
  productName: z.string(),
  /** The treatment's and quality's names, shown and exported instead of their codes. */
  treatmentName: z.string(),
  qualityName: z.string(),
};
const location = {
  locationId: z.number().int(),
  locationName: z.string(),
  locationNumber: z.string(),
  customerName: z.string(),
};
const reach = z.enum(reportReaches);

/** GET reportCatalogue: how far the user's reports reach and which reports they may open. */
export const reportCatalogueSchema = z.object({ reach, reports: z.array(z.enum(reportIds)) });
export type ReportCatalogue = z.infer<typeof reportCatalogueSchema>;

/** GET reportOptions: what the filters offer, all within the user's reach. */
export const reportOptionsSchema = z.object({
  locations: z.array(z.object(location)),
  products: z.array(z.object({ productId: z.string(), productName: z.string() })),
  counterparts: z.array(z.object({ locationId: z.number().int(), locationName: z.string() })),
});
export type ReportOptions = z.infer<typeof reportOptionsSchema>;

const answer = <Row extends z.ZodType, Totals extends z.ZodType>(row: Row, totals: Totals) =>
  z.object({ reach, rows: z.array(row), totals });

/** Transactions: balance movements summed per location, product choice and counterpart. */
export const transactionRowSchema = z.object({
  ...location,
  ...productChoice,
  counterpartId: z.number().int().nullable(),
  counterpartName: z.string().nullable(),
  quantityIn: count,
  quantityOut: count,
  net: count,
  tons: amount,
  movements: count,
});
export const transactionTotalsSchema = z.object({
  quantityIn: count,
  quantityOut: count,
  net: count,
  tons: amount,
  movements: count,
});
export const transactionReportSchema = answer(transactionRowSchema, transactionTotalsSchema);
export type TransactionRow = z.infer<typeof transactionRowSchema>;
export type TransactionReport = z.infer<typeof transactionReportSchema>;

export const movementKinds = ['sent', 'received', 'adjustment', 'receipt'] as const;

/** One balance movement, with the order that made it (GET reportMovements, the transactions export). */
export const movementRowSchema = z.object({
  ...location,
  ...productChoice,
  id: z.number().int(),
  date: z.string(),
  kind: z.enum(movementKinds),
  quantity: count,
  transactionId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  transactionTypeId: z.string().nullable(),
  counterpartName: z.string().nullable(),
});
export const movementPageSchema = z.object({
  rows: z.array(movementRowSchema),
  page: count,
  pageSize: count,
  total: count,
});
export type MovementRow = z.infer<typeof movementRowSchema>;
export type MovementPage = z.infer<typeof movementPageSchema>;

/** Purchases: pallets bought (TO orders received) per month, location and product. */
export const purchaseRowSchema = z.object({
  ...location,
  ...productChoice,
  month,
  quantity: count,
  tons: amount,
  amount,
  currency: z.string(),
});
export const purchaseTotalsSchema = z.object({ quantity: count, tons: amount, amount, currency: z.string() });
export const purchaseReportSchema = answer(purchaseRowSchema, purchaseTotalsSchema);
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;
export type PurchaseReport = z.infer<typeof purchaseReportSchema>;

/** Commission: pallets a commission location handled per month and what it earned. */
export const commissionRowSchema = z.object({
  ...location,
  month,
  quantityIn: count,
  quantityOut: count,
  handled: count,
  commission: amount,
  currency: z.string(),
});
export const commissionTotalsSchema = z.object({
  quantityIn: count,
  quantityOut: count,
  handled: count,
  commission: amount,
  currency: z.string(),
});
export const commissionReportSchema = answer(commissionRowSchema, commissionTotalsSchema);
export type CommissionRow = z.infer<typeof commissionRowSchema>;
export type CommissionReport = z.infer<typeof commissionReportSchema>;

/**
 * Pooling balance control, per pooling group and location over the period. A positive closing balance
 * means the location holds the pool's pallets and owes them; a negative one is a credit.
 */
export const poolingRowSchema = z.object({
  ...location,
  poolingGroupId: z.number().int().nullable(),
  poolingGroupName: z.string().nullable(),
  opening: count,
  quantityIn: count,
  quantityOut: count,
  closing: count,
  lastCountDate: z.string().nullable(),
  lastCounted: count.nullable(),
  lastCountDifference: count.nullable(),
  standing: z.enum(['owes', 'credit', 'even']),
  maxBalance: count.nullable(),
  isNegative: z.boolean(),
  isOverMax: z.boolean(),
});
export const poolingTotalsSchema = z.object({
  opening: count,
  quantityIn: count,
  quantityOut: count,
  closing: count,
});
export const poolingReportSchema = answer(poolingRowSchema, poolingTotalsSchema);
export type PoolingRow = z.infer<typeof poolingRowSchema>;
export type PoolingReport = z.infer<typeof poolingReportSchema>;

/** Locations: volumes, balance, last count and fill degree per location. */
export const locationReportRowSchema = z.object({
  ...location,
  quantityIn: count,
  quantityOut: count,
  tonsIn: amount,
  tonsOut: amount,
  balance: count,
  lastCountDate: z.string().nullable(),
  lastCounted: count.nullable(),
  /** Pallet-weighted fill degree (%) of the trucks that left the location; null when none left. */
  fillDegree: amount.nullable(),
});
export const locationReportTotalsSchema = z.object({
  quantityIn: count,
  quantityOut: count,
  tonsIn: amount,
  tonsOut: amount,
  balance: count,
  fillDegree: amount.nullable(),
});
export const locationReportSchema = answer(locationReportRowSchema, locationReportTotalsSchema);
export type LocationReportRow = z.infer<typeof locationReportRowSchema>;
export type LocationReport = z.infer<typeof locationReportSchema>;

/** Pallet volumes per month, in pallets and tons (the screen's unit toggle picks one, spec §9). */
export const volumeRowSchema = z.object({
  month,
  quantityIn: count,
  quantityOut: count,
  tonsIn: amount,
  tonsOut: amount,
});
export const volumeTotalsSchema = z.object({
  quantityIn: count,
  quantityOut: count,
  tonsIn: amount,
  tonsOut: amount,
});
export const volumeReportSchema = answer(volumeRowSchema, volumeTotalsSchema);
export type VolumeRow = z.infer<typeof volumeRowSchema>;
export type VolumeReport = z.infer<typeof volumeReportSchema>;

/** Users (admins): who may do what, and when they last logged in. */
export const userReportRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  loginName: z.string(),
  email: z.string().nullable(),
  customerName: z.string(),
  locationName: z.string(),
  isActive: z.boolean(),
  isCustomerAdmin: z.boolean(),
  isLocationAdmin: z.boolean(),
  isGlobalAdmin: z.boolean(),
  /** The web tasks the user may use; empty means all (spec §6). */
  tasks: z.array(z.string()),
  reportLevel: count,
  lastLoginAt: z.string().nullable(),
});
export const userReportTotalsSchema = z.object({ users: count, active: count, admins: count });
export const userReportSchema = answer(userReportRowSchema, userReportTotalsSchema);
export type UserReportRow = z.infer<typeof userReportRowSchema>;
export type UserReport = z.infer<typeof userReportSchema>;

/** GET reportWidgets: the start page's widgets (spec §9) over the last {months} months. */
export const reportWidgetsSchema = z.object({
  reach,
  months: count,
  /** Pallet-weighted truck fill degree in %, one decimal; null without shipments. */
  fillDegree: amount.nullable(),
  /** Pallets sent back for washing and reuse per 100 pallets received, in %; null without receipts. */
  reuseDegree: amount.nullable(),
  /** Volume from 1 January of this year until today. */
  year: count,
  volumePallets: count,
  volumeTons: amount,
});
export type ReportWidgets = z.infer<typeof reportWidgetsSchema>;
