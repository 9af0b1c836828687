import type { RouteEntry } from './access-table.ts';

/** Support tickets and templates (issue 19). */
export const supportAccess: Record<string, RouteEntry> = {};
