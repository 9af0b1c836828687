/**
 * The grid's page size and the list call's fixed count (spec §7, §9). A module of their own: the app's
 * start chunk reads them without the list's validation schemas.
 */
export const orderGridPageSize = 50;
export const orderListCount = 1000;
