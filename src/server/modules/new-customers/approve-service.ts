import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  newCustomerApproveAnswerSchema,
  newCustomerApproveSchema,
} from '../../../domain/accounts/new-customer.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { issuePasswordLink } from '../accounts/password-links.ts';
import { queueMail } from '../email/queue-mail.ts';
import { createCustomerAccount } from './create-customer.ts';
import { welcomeMail } from './decision-mails.ts';
import { detailsOf, lockRequest } from './request-rows.ts';
import { requestDecided, requestNotFound } from './review-errors.ts';

type ApproveInput = z.infer<typeof newCustomerApproveSchema>;
type ApproveAnswer = z.infer<typeof newCustomerApproveAnswerSchema>;

export interface Reviewer {
  marketId: string;
  /** The global admin deciding. */
  userId: number;
}

export interface ApproveOptions {
  /** The portal's address for the welcome link (config.publicUrl). */
  publicUrl: string;
  /** A hash no password matches, made before the transaction: scrypt takes a while. */
  unusablePasswordHash: string;
}

/**
 * POST NewCustomerRequestApprove (issue 16 item 5): in one transaction, under the request row's lock,
 * makes the customer, its first location and first user, a welcome link and its mail, and marks the
 * request approved. An approved request is answered as it stands, changing nothing; a parallel second
 * approve waits on the lock and then finds it approved.
 */
export function approveRequest(
  db: Kysely<DB>,
  reviewer: Reviewer,
  input: ApproveInput,
  options: ApproveOptions,
): Promise<ApproveAnswer> {
  return inTransaction(db, async (trx) => {
    const request = await lockRequest(trx, reviewer.marketId, input.requestId);
    if (!request) throw requestNotFound();
    if (request.status === 'approved') return approvedAnswer(trx, request);
    if (request.status !== 'new') throw requestDecided();

    const details = detailsOf(request);
    const loginName = input.loginName ?? details.email;
    const { customerId, userId } = await createCustomerAccount(trx, {
      marketId: reviewer.marketId,
      requestId: request.id,
      details,
      loginName,
      passwordHash: options.unusablePasswordHash,
    });
    const link = await issuePasswordLink(trx, {
      userId,
      purpose: 'welcome',
      requestedBy: reviewer.userId,
      publicUrl: options.publicUrl,
    });
    await queueMail(
      trx,
      welcomeMail({
        marketId: reviewer.marketId,
        customerId,
        details,
        loginName,
        link,
        approvedBy: reviewer.userId,
      }),
    );
    await trx
      .updateTable('newCustomerRequests')
      .set((eb) => ({
        status: 'approved',
        decidedAt: sql<Date>`now()`,
        decidedBy: reviewer.userId,
        customerId,
        userId,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', request.id)
      .execute();
    return { customerId, userId, loginName, alreadyApproved: false };
  });
}

async function approvedAnswer(
  trx: Kysely<DB>,
  request: { customerId: number | null; userId: number | null },
): Promise<ApproveAnswer> {
  const { customerId, userId } = request;
  const user =
    userId === null
      ? undefined
      : await trx.selectFrom('users').select('loginName').where('id', '=', userId).executeTakeFirst();
  // The customer or user made was deleted since: nothing to answer with, and nothing to redo.
  if (customerId === null || userId === null || !user) throw requestDecided();
  return { customerId, userId, loginName: user.loginName, alreadyApproved: true };
}
