import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvoiceType } from '../../../domain/reports/invoices.ts';
import type { ReportId } from '../../../domain/reports/report-catalogue.ts';
import type { VolumeUnit } from '../../../domain/reports/report-filter.ts';
import type { ReportReach } from '../../../domain/reports/report-reach.ts';
import type { movementKinds, PoolingRow } from '../../../domain/reports/report-rows.ts';

/** Each report's name (spec §1), as the index and its screen's title show it. */
export const reportTitles = {
  transactions: msg`Transactions`,
  purchases: msg`Purchases`,
  invoices: msg`Invoices`,
  commissions: msg`Commission`,
  pooling: msg`Pooling balance control`,
  locations: msg`Locations`,
  volumes: msg`Pallet volumes`,
  users: msg`Users`,
} satisfies Record<ReportId, MessageDescriptor>;

/** The index's one line per report (issue 18 item 2). */
export const reportExplanations = {
  transactions: msg`Every pallet movement in and out, per location, product and counterpart, with its order.`,
  purchases: msg`Pallets bought per month, product and location, with amounts.`,
  invoices: msg`Your purchase, washing and container rental invoices with their lines, as PDF.`,
  commissions: msg`Pallets handled at commission locations and the commission earned.`,
  pooling: msg`Opening and closing balance, in, out and last count per pooling group and location.`,
  locations: msg`Volumes, balance, last count and fill degree per location.`,
  volumes: msg`Pallet volumes in and out per month, in pallets or tons.`,
  users: msg`Users with their roles, menu access, report level and last login.`,
} satisfies Record<ReportId, MessageDescriptor>;

/** How far the user's reports reach (spec §3 report levels). */
export const reachLabels = {
  location: msg`Your reports cover the location you act for.`,
  customer: msg`Your reports cover every location of your customer.`,
  chain: msg`Your reports cover every location of your chain.`,
  customerType: msg`Your reports cover every customer of your type.`,
  global: msg`Your reports cover the whole market.`,
} satisfies Record<ReportReach, MessageDescriptor>;

/** Report level ids of spec §3, 0 to 4. */
export const reportLevelLabels: readonly MessageDescriptor[] = [
  msg`Location`,
  msg`Customer`,
  msg`Chain`,
  msg`Customer type`,
  msg`Global`,
];

export const unitLabels = {
  pallets: msg`Pallets`,
  tons: msg`Tons`,
} satisfies Record<VolumeUnit, MessageDescriptor>;

export const movementKindLabels = {
  sent: msg`Sent`,
  received: msg`Received`,
  adjustment: msg`Adjustment`,
  receipt: msg`Pallet receipt`,
} satisfies Record<(typeof movementKinds)[number], MessageDescriptor>;

export const standingLabels = {
  owes: msg`Owes`,
  credit: msg`Credit`,
  even: msg`Even`,
} satisfies Record<PoolingRow['standing'], MessageDescriptor>;

export const invoiceTypeLabels = {
  purchase: msg`Purchase`,
  washing: msg`Washing`,
  rental: msg`Container rental`,
} satisfies Record<InvoiceType, MessageDescriptor>;
