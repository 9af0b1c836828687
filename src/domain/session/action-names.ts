// Kept free of zod: the login page loads it.
/** The named actions of POST Actions (spec §7), answered in the order asked. */
export const actionNames = [
  'Status',
  'TransactionTypes',
  'TransactionStatuses',
  'WebTaskUsers',
  'TruckTypes',
  'InterCompany',
  'Preload',
] as const;
export type ActionName = (typeof actionNames)[number];
