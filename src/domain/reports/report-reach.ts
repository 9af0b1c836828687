/**
 * How far a user's reports reach (spec §3 report level ids: location 0, customer 1, chain 2, customer
 * type 3, global 4; spec §6 report level per user). Decided on the server from the real login's flags,
 * like readReach in orders/order-actors.ts, and applied to every report row.
 */
export const reportReaches = ['location', 'customer', 'chain', 'customerType', 'global'] as const;
export type ReportReach = (typeof reportReaches)[number];

export interface ReportReader {
  isGlobalAdmin: boolean;
  isProvider: boolean;
  isCustomerAdmin: boolean;
  reportLevel: number;
}

/**
 * Provider staff and global admins report on the whole market. Anyone else reports at their report
 * level, a customer admin at least at customer level, and never globally: level 4 on a customer's user
 * reads as customer type, the widest a customer may see.
 */
export function reportReach(user: ReportReader): ReportReach {
  if (user.isGlobalAdmin || user.isProvider) return 'global';
  const level = Math.min(Math.max(user.reportLevel, user.isCustomerAdmin ? 1 : 0), 3);
  return reportReaches[Math.max(level, 0)] ?? 'location';
}

/**
 * What each reach covers, for the server's location filter and the screens' explanations:
 * - location: the acting location;
 * - customer: every location of the acting customer;
 * - chain: the customer's corporate group: every location whose customer, or whose corporate customer,
 *   is the chain's (the acting location's corporate customer, else the acting customer);
 * - customerType: every location of the market's customers of the same type (pooling, commission or
 *   ordinary, see customerTypeOf);
 * - global: every location of the market.
 */
export type CustomerType = 'pooling' | 'commission' | 'ordinary';

export function customerTypeOf(customer: { isPooling: boolean; isCommission: boolean }): CustomerType {
  if (customer.isPooling) return 'pooling';
  return customer.isCommission ? 'commission' : 'ordinary';
}
