import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OrderScope } from '../orders/order-scope.ts';

/** What the receipt view and the log show of a receipt, without its lines and signature. */
export const receiptHeaderColumns = [
  'r.id',
  'r.receiptNo',
  'r.variant',
  'r.locationId',
  'l.name as locationName',
  'l.number as locationNo',
  'c.name as customerName',
  'r.signerName',
  'r.signerRole',
  'r.note',
  'r.registeredBy',
  'u.name as registeredByName',
  'r.registeredAt',
] as const;

/** The market's receipts the scope covers (receipt-scope.ts), deleted ones left out. */
export function receiptsIn(db: Kysely<DB>, marketId: string, scope: OrderScope) {
  let query = db
    .selectFrom('palletReceipts as r')
    .innerJoin('locations as l', 'l.id', 'r.locationId')
    .innerJoin('customers as c', 'c.id', 'l.customerId')
    .innerJoin('users as u', 'u.id', 'r.registeredBy')
    .where('r.marketId', '=', marketId)
    .where('r.deletedAt', 'is', null);
  if (scope.kind === 'customer') query = query.where('l.customerId', '=', scope.customerId);
  if (scope.kind === 'locations') query = query.where('r.locationId', 'in', scope.locationIds);
  return query;
}

/** A receipt's lines with the names of their product choice, in the order they were counted. */
export function selectReceiptLines(db: Kysely<DB>, receiptId: number) {
  return db
    .selectFrom('palletReceiptLines as pl')
    .innerJoin('products as p', 'p.id', 'pl.productId')
    .innerJoin('treatments as tr', 'tr.id', 'pl.treatmentId')
    .innerJoin('qualities as q', 'q.id', 'pl.qualityId')
    .select([
      'pl.productId',
      'pl.treatmentId',
      'pl.qualityId',
      'p.name as productName',
      'tr.name as treatmentName',
      'q.name as qualityName',
      'pl.inbound',
      'pl.outbound',
      'pl.counted',
      'pl.balanceAtCount',
    ])
    .where('pl.receiptId', '=', receiptId)
    .orderBy('pl.id')
    .execute();
}
