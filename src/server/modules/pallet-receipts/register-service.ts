import type { Kysely } from 'kysely';
import {
  locationRequiredMessage,
  noPalletReceiptDaysMessage,
  type PalletReceipt,
  type PalletReceiptDraft,
  type ReceiptLine,
} from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { productKey } from '../../../domain/products/product-key.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { scopedReceipt } from './read-service.ts';
import { balancesAt, carriedLines } from './receipt-lines.ts';
import { nextReceiptNo } from './receipt-numbers.ts';
import { actingLocation } from './receipt-scope.ts';
import { assertSignaturePng } from './signature-png.ts';

/** A plain receipt moves the location's balance by what came in less what went out, per product choice. */
async function recordReceiptMovements(
  trx: Kysely<DB>,
  session: Session,
  receipt: { id: number; locationId: number },
  lines: readonly ReceiptLine[],
) {
  const rows = lines
    .filter((line) => line.inbound !== line.outbound)
    .map((line) => ({
      locationId: receipt.locationId,
      productId: line.productId,
      treatmentId: line.treatmentId,
      qualityId: line.qualityId,
      quantity: line.inbound - line.outbound,
      kind: 'receipt' as const,
      palletReceiptId: receipt.id,
      createdBy: session.actingUser.id,
    }));
  if (rows.length === 0) return;
  // The unique index of migration 0010 keeps it to once per receipt and product choice.
  await trx
    .insertInto('balanceMovements')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * POST palletReceipt (issue 7 items 1–2, spec §2, §5): a receipt counted and signed at a location the
 * session may act at, which has pallet receipt days and carries the lines' products. A plain receipt
 * moves the balance; an inventory one records each count beside the location's balance at that moment
 * and moves nothing (counting, issue 7 item 3, corrects the balance). Answers the saved receipt.
 */
export async function registerPalletReceipt(
  db: Kysely<DB>,
  session: Session,
  draft: PalletReceiptDraft,
): Promise<PalletReceipt> {
  if (draft.locationId === null) throw badRequest(locationRequiredMessage);
  const locationId = draft.locationId;
  assertSignaturePng(draft.signature.image);
  return inTransaction(db, async (trx) => {
    const location = await actingLocation(trx, session, locationId);
    if (location.palletReceiptDays.length === 0) {
      throw new HttpError(422, noPalletReceiptDaysMessage, 'NoPalletReceiptDays');
    }
    const lines = await carriedLines(trx, location.id, draft.lines);
    const balances = draft.variant === 'inventory' ? await balancesAt(trx, location.id) : null;
    const { id } = await trx
      .insertInto('palletReceipts')
      .values({
        marketId: session.marketId,
        receiptNo: await nextReceiptNo(trx, session.marketId),
        variant: draft.variant,
        locationId: location.id,
        signerName: draft.signature.signerName,
        signerRole: draft.signature.signerRole,
        signature: draft.signature.image,
        note: draft.note,
        registeredBy: session.actingUser.id,
        actingFor: session.isImpersonating ? session.loginUser.id : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('palletReceiptLines')
      .values(
        lines.map((line) => ({
          receiptId: id,
          productId: line.productId,
          treatmentId: line.treatmentId,
          qualityId: line.qualityId,
          inbound: line.inbound,
          outbound: line.outbound,
          counted: line.counted,
          balanceAtCount: balances ? (balances.get(productKey(line)) ?? 0) : null,
        })),
      )
      .execute();
    if (draft.variant === 'plain') await recordReceiptMovements(trx, session, { id, locationId }, lines);
    // Read back as saved: whoever may register at a location sees what they registered.
    return (await scopedReceipt(trx, session, { kind: 'market' }, id)).receipt;
  });
}
