import type { RouteEntry } from './access-table.ts';

/** Containers: the register and repair marks (issue 20 item 2). */
export const containerAccess: Record<string, RouteEntry> = {};
