import { sql, type Kysely } from 'kysely';
import { receiptDeletedMessage } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { orderWriteScopeOf } from '../orders/order-scope.ts';
import { visibleReceipt } from './read-service.ts';
import { scopeCovers } from './receipt-scope.ts';

/**
 * POST palletReceiptDelete: by who may act at the receipt's location or registered it (403 for one who
 * only reads it, 404 unseen or already deleted). The receipt stays, marked deleted, for the record; the
 * balance movements of a plain one go, so the balance is as if it was never registered.
 */
export async function deletePalletReceipt(db: Kysely<DB>, session: Session, id: number) {
  return inTransaction(db, async (trx) => {
    const { receipt, customerId } = await visibleReceipt(trx, session, id);
    const location = { id: receipt.locationId, customerId };
    const isOwn = receipt.registeredBy === session.actingUser.id;
    if (!isOwn && !scopeCovers(await orderWriteScopeOf(trx, session), location)) {
      throw forbidden('You may not delete pallet receipts at this location');
    }
    // A concurrent delete waits on the row and then finds it deleted: one of the two answers 404.
    const deleted = await trx
      .updateTable('palletReceipts')
      .set({ deletedAt: sql<Date>`now()`, deletedBy: session.actingUser.id })
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound('Pallet receipt not found');
    await trx.deleteFrom('balanceMovements').where('palletReceiptId', '=', id).execute();
    return { message: receiptDeletedMessage };
  });
}
