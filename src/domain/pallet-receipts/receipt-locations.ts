/** Who makes a pallet receipt: the acting customer and location, and whether they reach the whole market. */
export interface ReceiptActor {
  customerId: number;
  locationId: number;
  /** Provider staff and global admins (orders' writeReach 'market'). */
  isMarketWide: boolean;
}

/** A location as the receipt's location picker reads it (GET Locations). */
export interface ReceiptPlace {
  id: number;
  customerId: number;
  statusId: number;
  palletReceiptDays: readonly number[];
}

const activeStatusId = 1;

/**
 * The locations a receipt may be made at (spec §5 location picker; issue 15 item 2): active ones with
 * pallet receipt days, never the acting location itself (the receipt is with its counterpart) — the
 * acting customer's own, and for provider staff and global admins any of the market. One rule for the
 * picker, for reading such a location's products and balance, and for registering the receipt: a
 * location offered is one the user can finish a receipt at. The acting customer's locations are
 * always trade counterparts of the acting one (dock/counterpart.ts), so no other customer's location
 * opens to a user who does not already reach the whole market.
 */
export function isReceiptLocation(actor: ReceiptActor, place: ReceiptPlace): boolean {
  return (
    place.id !== actor.locationId &&
    place.statusId === activeStatusId &&
    place.palletReceiptDays.length > 0 &&
    (actor.isMarketWide || place.customerId === actor.customerId)
  );
}
