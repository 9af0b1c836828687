import type { RouteEntry } from './access-table.ts';

/** Shop accounting (issue 20 item 5). */
export const shopAccountingAccess: Record<string, RouteEntry> = {};
