import type { Kysely } from 'kysely';
import { writeReach } from '../../../domain/orders/order-actors.ts';
import { isReceiptLocation, type ReceiptActor } from '../../../domain/pallet-receipts/receipt-locations.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/** The session as the receipt location rule reads it: acting customer and location, and its reach. */
export const receiptActorOf = (session: Session): ReceiptActor => ({
  customerId: session.customerId,
  locationId: session.locationId,
  isMarketWide: writeReach(session.loginUser) === 'market',
});

/**
 * Whether the receipt's location picker offers this location of the session's market to the session
 * (domain isReceiptLocation): such a location's products and balance may be read, and a receipt made
 * there, whatever the session's order scope (issue 15 item 2).
 */
export async function isReceiptLocationOf(db: Kysely<DB>, session: Session, locationId: number) {
  const place = await db
    .selectFrom('locations')
    .select(['id', 'customerId', 'statusId', 'palletReceiptDays'])
    .where('id', '=', locationId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  return place !== undefined && isReceiptLocation(receiptActorOf(session), place);
}
