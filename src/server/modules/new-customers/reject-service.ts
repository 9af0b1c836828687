import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  NewCustomerRequestRow,
  newCustomerRejectSchema,
} from '../../../domain/accounts/new-customer.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { queueMail } from '../email/queue-mail.ts';
import type { Reviewer } from './approve-service.ts';
import { rejectedMail } from './decision-mails.ts';
import { marketContact } from './market-contact.ts';
import { detailsOf, lockRequest, requestRow } from './request-rows.ts';
import { requestDecided, requestNotFound } from './review-errors.ts';

type RejectInput = z.infer<typeof newCustomerRejectSchema>;

/**
 * POST NewCustomerRequestReject (issue 16 item 5): a new request becomes rejected with the reason, and
 * the applicant is told it in their language. A decided request stays as it is (409).
 */
export function rejectRequest(
  db: Kysely<DB>,
  reviewer: Reviewer,
  input: RejectInput,
): Promise<NewCustomerRequestRow> {
  return inTransaction(db, async (trx) => {
    const request = await lockRequest(trx, reviewer.marketId, input.requestId);
    if (!request) throw requestNotFound();
    if (request.status !== 'new') throw requestDecided();
    await trx
      .updateTable('newCustomerRequests')
      .set((eb) => ({
        status: 'rejected',
        rejectReason: input.reason,
        decidedAt: sql<Date>`now()`,
        decidedBy: reviewer.userId,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', request.id)
      .execute();
    const { customerServiceEmail } = await marketContact(trx, reviewer.marketId);
    await queueMail(
      trx,
      rejectedMail({
        marketId: reviewer.marketId,
        details: detailsOf(request),
        reason: input.reason,
        customerServiceEmail,
        rejectedBy: reviewer.userId,
      }),
    );
    return requestRow(trx, reviewer.marketId, request.id);
  });
}
