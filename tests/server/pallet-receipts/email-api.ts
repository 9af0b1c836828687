import type { PalletReceipt } from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { dataOf } from '../dock/arrival-api.ts';
import { carriedChoices, locationIdOf, postReceipt, receiptBody } from './receipt-api.ts';

/** A plain receipt at Lillehammer, registered by kunde.admin, to send by e-mail. */
export async function receiptToSend(t: TestApp): Promise<PalletReceipt> {
  const locationId = await locationIdOf(t, 'Fjellmeieriet Lillehammer');
  const [choice] = await carriedChoices(t, locationId, 1);
  const lines = [{ ...choice!, inbound: 4, outbound: 1 }];
  return dataOf(await postReceipt(t, 'kunde.admin', receiptBody(locationId, lines)), 'palletReceipt');
}

/** POST palletReceiptEmail as kunde.admin; the row it queued. */
export async function emailReceipt(t: TestApp, receiptId: number, email: string) {
  const answer = await t.callAs('kunde.admin', 'POST', 'palletReceiptEmail', { body: { receiptId, email } });
  dataOf(answer, 'palletReceiptEmail');
  return t.app.db
    .selectFrom('emailArchive')
    .selectAll()
    .where('toAddress', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** The e-mail archive's rows, oldest first. */
export function archiveRows(t: TestApp) {
  return t.app.db.selectFrom('emailArchive').selectAll().orderBy('id').execute();
}
