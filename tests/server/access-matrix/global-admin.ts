import type { RouteEntry } from './access-table.ts';

/** The global admin's caching and log (issue 19). */
export const globalAdminAccess: Record<string, RouteEntry> = {};
