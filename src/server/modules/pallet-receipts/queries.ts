import type { Kysely } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import type { OrderScope } from '../orders/order-scope.ts';
import { choiceNames } from '../reference/localized-name.ts';

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

/**
 * The market's receipts the scope covers (receipt-scope.ts), and those `registeredBy` registered at a
 * location outside it that the receipt picker offered (issue 15 item 2); deleted ones left out.
 */
export function receiptsIn(db: Kysely<DB>, marketId: string, scope: OrderScope, registeredBy?: number) {
  const query = db
    .selectFrom('palletReceipts as r')
    .innerJoin('locations as l', 'l.id', 'r.locationId')
    .innerJoin('customers as c', 'c.id', 'l.customerId')
    .innerJoin('users as u', 'u.id', 'r.registeredBy')
    .where('r.marketId', '=', marketId)
    .where('r.deletedAt', 'is', null);
  if (scope.kind === 'market') return query;
  return query.where((eb) => {
    const inScope =
      scope.kind === 'customer'
        ? eb('l.customerId', '=', scope.customerId)
        : eb('r.locationId', 'in', scope.locationIds);
    return registeredBy === undefined ? inScope : eb.or([inScope, eb('r.registeredBy', '=', registeredBy)]);
  });
}

/** A receipt's lines with the names of their product choice in the language, in the order counted. */
export function selectReceiptLines(db: Kysely<DB>, receiptId: number, language: Locale) {
  return db
    .selectFrom('palletReceiptLines as pl')
    .innerJoin('products as p', 'p.id', 'pl.productId')
    .innerJoin('treatments as tr', 'tr.id', 'pl.treatmentId')
    .innerJoin('qualities as q', 'q.id', 'pl.qualityId')
    .select([
      'pl.productId',
      'pl.treatmentId',
      'pl.qualityId',
      'pl.inbound',
      'pl.outbound',
      'pl.counted',
      'pl.balanceAtCount',
    ])
    .select(choiceNames(language))
    .where('pl.receiptId', '=', receiptId)
    .orderBy('pl.id')
    .execute();
}
