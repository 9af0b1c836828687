/** One end of a dock order, as the counterpart rule reads it. */
export interface DockEnd {
  customerId: number;
  isProvider: boolean;
}

/**
 * Whom a location may trade pallets with on the dock (issue 14 item 8): the provider, whose locations
 * trade with every location of the market, and the locations of its own customer. Another customer's
 * location is not a counterpart: an order naming it would show up in that customer's lists. External
 * locations are the customer's own by construction (goods delivery checks them by customer).
 */
export function mayTradeWith(acting: DockEnd, other: DockEnd): boolean {
  return acting.isProvider || other.isProvider || acting.customerId === other.customerId;
}
