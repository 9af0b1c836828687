import type { RouteEntry } from './access-table.ts';

/** Invoices (issue 18): filled in with the invoice routes. */
export const invoiceAccess: Record<string, RouteEntry> = {};
