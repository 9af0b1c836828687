/**
 * Transaction (order) types. GL and OO are deliveries, TO, HE and RO dispatching (spec §9 badges).
 * The spec names the ids only; the names are ours (README, design section).
 */
export const transactionTypes = {
  TO: { name: 'Order', isDelivery: false, isDispatching: true },
  HE: { name: 'Pickup', isDelivery: false, isDispatching: true },
  RO: { name: 'Return order', isDelivery: false, isDispatching: true },
  GL: { name: 'Goods delivery', isDelivery: true, isDispatching: false },
  OO: { name: 'Transfer delivery', isDelivery: true, isDispatching: false },
} as const;
export type TransactionTypeId = keyof typeof transactionTypes;
export const transactionTypeIds = Object.keys(transactionTypes) as TransactionTypeId[];
