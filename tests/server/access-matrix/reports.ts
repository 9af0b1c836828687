import type { RouteEntry } from './access-table.ts';

/** Reports (issue 18): filled in with the report routes. */
export const reportAccess: Record<string, RouteEntry> = {};
