import type { RouteEntry } from './access-table.ts';

/** Container orders and rentals (issue 20 items 3 and 4). */
export const containerRentalAccess: Record<string, RouteEntry> = {};
