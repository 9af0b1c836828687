import type { Kysely } from 'kysely';
import type {
  PalletReceipt,
  PalletReceiptLogEntry,
  PalletReceiptLogQuery,
} from '../../../domain/pallet-receipts/pallet-receipt.ts';
import type { Session } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { orderScopeOf, type OrderScope } from '../orders/order-scope.ts';
import { receiptHeaderColumns, receiptsIn, selectReceiptLines } from './queries.ts';
import { marketLocation, scopeCovers } from './receipt-scope.ts';

/**
 * A receipt of the session's market within the scope, its lines named in the session's language, with
 * the customer of its location (404 outside it).
 */
export async function scopedReceipt(
  db: Kysely<DB>,
  session: Session,
  scope: OrderScope,
  id: number,
  registeredBy?: number,
): Promise<{ receipt: PalletReceipt; customerId: number }> {
  const row = await receiptsIn(db, session.marketId, scope, registeredBy)
    .select(receiptHeaderColumns)
    .select(['r.signature', 'l.customerId'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Pallet receipt not found');
  const { customerId, ...receipt } = row;
  const lines = await selectReceiptLines(db, id, sessionLanguage(session));
  return { receipt: { ...receipt, lines, registeredAt: receipt.registeredAt.toISOString() }, customerId };
}

/**
 * A receipt the session may read: in its order scope, or registered by its acting user (the e-mail
 * archive's owner is its location's customer).
 */
export async function visibleReceipt(db: Kysely<DB>, session: Session, id: number) {
  const scope = await orderScopeOf(db, session);
  return scopedReceipt(db, session, scope, id, session.actingUser.id);
}

/** GET palletReceipt: one receipt as its view shows it; another tenant's or a deleted one is a 404. */
export async function findPalletReceipt(db: Kysely<DB>, session: Session, id: number) {
  return (await visibleReceipt(db, session, id)).receipt;
}

/**
 * GET palletReceipts (the log page, issue 7 item 1): the receipts the session may read (visibleReceipt),
 * newest first, with who registered them and when and their pallets in, out and counted; deleted ones
 * are gone.
 */
export async function palletReceiptLog(
  db: Kysely<DB>,
  session: Session,
  filter: PalletReceiptLogQuery,
): Promise<PalletReceiptLogEntry[]> {
  const scope = await orderScopeOf(db, session);
  let query = receiptsIn(db, session.marketId, scope, session.actingUser.id)
    .innerJoin('palletReceiptLines as pl', 'pl.receiptId', 'r.id')
    .select(receiptHeaderColumns)
    .select((eb) => [
      eb.fn.sum<number>('pl.inbound').as('inbound'),
      eb.fn.sum<number>('pl.outbound').as('outbound'),
      eb.fn.sum<number | null>('pl.counted').as('counted'),
    ])
    .groupBy(['r.id', 'l.id', 'c.id', 'u.id'])
    .orderBy('r.registeredAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filter.count);
  if (filter.locationId !== undefined) {
    if (!scopeCovers(scope, await marketLocation(db, session, filter.locationId))) {
      throw forbidden('You may not see the pallet receipts of this location');
    }
    query = query.where('r.locationId', '=', filter.locationId);
  }
  if (filter.variant) query = query.where('r.variant', '=', filter.variant);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, registeredAt: row.registeredAt.toISOString() }));
}
