import type { RouteEntry } from './access-table.ts';

/** Published messages, articles and guides (issue 19). */
export const publishingAccess: Record<string, RouteEntry> = {};
