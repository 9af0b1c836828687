import type { Kysely } from 'kysely';
import type { PalletReceiptEmail } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import type { Session } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { DB } from '../../db/schema.ts';
import { receiptEmailText } from './email-text.ts';
import { visibleReceipt } from './read-service.ts';
import { receiptPdf } from './receipt-pdf.ts';

/**
 * POST palletReceiptEmail (issue 7 item 1: "sent as PDF by e-mail"): the receipt's PDF to an address,
 * by anyone who may read the receipt. The message is queued in the e-mail archive (Company → Email
 * archive) of the location's customer, attachment included, in the request's transaction; the job
 * src/server/jobs/send-queued-email.ts sends it over SMTP after the commit and marks it sent or failed.
 */
export async function emailPalletReceipt(
  db: Kysely<DB>,
  session: Session,
  input: PalletReceiptEmail,
): Promise<{ queued: true }> {
  const { receipt, customerId } = await visibleReceipt(db, session, input.receiptId);
  const language = sessionLanguage(session);
  const pdf = await receiptPdf(receipt, session.marketId, language);
  const { subject, body } = receiptEmailText(language, receipt);
  await db
    .insertInto('emailArchive')
    .values({
      marketId: session.marketId,
      customerId,
      toAddress: input.email,
      subject,
      body,
      kind: 'pallet-receipt',
      attachmentName: `${receipt.receiptNo}.pdf`,
      attachment: Buffer.from(pdf),
      createdBy: session.actingUser.id,
    })
    .execute();
  return { queued: true };
}
