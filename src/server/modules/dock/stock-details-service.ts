import { sql, type Kysely } from 'kysely';
import { creditOrOwesOf, tonsOf, type StockDetails } from '../../../domain/dock/stock-details.ts';
import { orderStatus as s } from '../../../domain/orders/order-statuses.ts';
import { productKey } from '../../../domain/products/product-key.ts';
import type { Session } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { physicalBalances } from '../counting/physical-balances.ts';
import { assertInScope, orderScopeOf } from '../orders/order-scope.ts';
import { isReceiptLocationOf } from '../pallet-receipts/receipt-locations.ts';
import { choiceNames } from '../reference/localized-name.ts';

const none = sql<number>`0`;
/** What a line says was sent: the picked quantity, else the ordered one (reception.ts sentQuantityOf). */
const sentQuantity = sql<number>`coalesce(l.quantity_picked, l.quantity_ordered)`;

/**
 * Every source of a product choice at the location, one row each, with its share of the balance,
 * incoming and outgoing: the choices it carries, its movements, lines sent to it and not yet received,
 * and lines ordered from it and not yet sent.
 */
function stockSources(db: Kysely<DB>, locationId: number) {
  const carried = db
    .selectFrom('locationProducts as lp')
    .innerJoin('productChoices as c', 'c.id', 'lp.productChoiceId')
    .select(['c.productId', 'c.treatmentId', 'c.qualityId', none.as('balance')])
    .select([none.as('incoming'), none.as('outgoing')])
    .where('lp.locationId', '=', locationId);
  const moved = db
    .selectFrom('balanceMovements as m')
    .select(['m.productId', 'm.treatmentId', 'm.qualityId', 'm.quantity as balance'])
    .select([none.as('incoming'), none.as('outgoing')])
    .where('m.locationId', '=', locationId);
  const lines = db
    .selectFrom('transactionLines as l')
    .innerJoin('transactions as t', 't.id', 'l.transactionId')
    .select(['l.productId', 'l.treatmentId', 'l.qualityId', none.as('balance')]);
  const incoming = lines
    .select([sentQuantity.as('incoming'), none.as('outgoing')])
    .where('t.locationIdTo', '=', locationId)
    .where('t.transactionStatusId', '=', s.Sent);
  const outgoing = lines
    .select([none.as('incoming'), sentQuantity.as('outgoing')])
    .where('t.locationIdFrom', '=', locationId)
    .where('t.transactionStatusId', 'in', [s.Ordered, s.ConfirmedWaba, s.Picked]);
  return carried.unionAll(moved).unionAll(incoming).unionAll(outgoing);
}

/**
 * The location, if the session's order scope covers it or its pallet receipt picker offers it (an
 * inventory receipt counts against its balance, issue 15 item 2): another customer's is 403, as in the
 * order list.
 */
async function visibleLocation(db: Kysely<DB>, session: Session, locationId: number) {
  try {
    await assertInScope(db, session, await orderScopeOf(db, session), { locationIds: [locationId] });
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 403)) throw error;
    if (!(await isReceiptLocationOf(db, session, locationId))) {
      throw forbidden('You may not see the stock of this location');
    }
  }
  return db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('id', '=', locationId)
    .executeTakeFirstOrThrow();
}

/**
 * GET /stockDetails (spec §7): per product choice of the location its balance (the sum of its balance
 * movements), what is on its way in (sent to it) and what is to leave (ordered from it, not yet sent);
 * and (spec §3 inventory, issue 7) the physical balance from the last confirmed count, the product's
 * weight with the balance in tons, and whether it is a credit or owed (domain creditOrOwesOf).
 */
export async function stockDetails(
  db: Kysely<DB>,
  session: Session,
  locationId: number,
): Promise<StockDetails> {
  const location = await visibleLocation(db, session, locationId);
  const products = await db
    .selectFrom(stockSources(db, location.id).as('s'))
    .innerJoin('products as p', 'p.id', 's.productId')
    .innerJoin('treatments as tr', 'tr.id', 's.treatmentId')
    .innerJoin('qualities as q', 'q.id', 's.qualityId')
    .select((eb) => [
      's.productId',
      's.treatmentId',
      's.qualityId',
      ...choiceNames(sessionLanguage(session)),
      eb.fn.sum<number>('s.balance').as('balance'),
      eb.fn.sum<number>('s.incoming').as('incoming'),
      eb.fn.sum<number>('s.outgoing').as('outgoing'),
      'p.weightKg',
    ])
    .groupBy(['s.productId', 's.treatmentId', 's.qualityId', 'p.names', 'tr.names', 'q.names', 'p.weightKg'])
    .orderBy('s.productId')
    .orderBy('s.treatmentId')
    .orderBy('s.qualityId')
    .execute();
  const counted = await physicalBalances(db, location.id);
  return {
    locationId: location.id,
    locationName: location.name,
    products: products.map((row) => ({
      ...row,
      tonsBalance: tonsOf(row.balance, row.weightKg),
      physicalBalance: counted.get(productKey(row)) ?? null,
      creditOrOwes: creditOrOwesOf(row.balance),
    })),
  };
}
