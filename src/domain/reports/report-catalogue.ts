import type { ReportReach } from './report-reach.ts';

/** The reports of spec §1 and issue 18, each a screen under /app/reports. */
export const reportIds = [
  'transactions',
  'purchases',
  'invoices',
  'commissions',
  'pooling',
  'locations',
  'volumes',
  'users',
] as const;
export type ReportId = (typeof reportIds)[number];

/** The screen of each report (spec §2 spells the commission route 'commisions'). */
export const reportPaths = {
  transactions: '/app/reports/transactions',
  purchases: '/app/reports/purchases',
  invoices: '/app/reports/invoices/purchase',
  commissions: '/app/reports/commisions',
  pooling: '/app/reports/pooling',
  locations: '/app/reports/locations',
  volumes: '/app/reports/volumes',
  users: '/app/reports/users',
} as const satisfies Record<ReportId, string>;

export interface ReportViewer {
  reach: ReportReach;
  /** Customer or global admin (the real login). */
  isAdmin: boolean;
  /** The acting customer, or the acting location, is a pooling one. */
  isPooling: boolean;
  /** The acting customer, or the acting location, is a commission one. */
  isCommission: boolean;
}

/**
 * Which reports a user may open: Users only for admins; Invoices for admins and whoever reports at
 * customer level or wider; Commission for commission customers and the provider; Pooling balance
 * control for pooling customers and the provider. The rest for everyone with the Reports task.
 */
export function mayOpenReport(report: ReportId, viewer: ReportViewer): boolean {
  const global = viewer.reach === 'global';
  switch (report) {
    case 'users':
      return viewer.isAdmin;
    case 'invoices':
      return viewer.isAdmin || viewer.reach !== 'location';
    case 'commissions':
      return global || viewer.isCommission;
    case 'pooling':
      return global || viewer.isPooling;
    default:
      return true;
  }
}

export const visibleReports = (viewer: ReportViewer): ReportId[] =>
  reportIds.filter((report) => mayOpenReport(report, viewer));
