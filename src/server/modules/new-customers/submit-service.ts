import { sql, type Kysely } from 'kysely';
import type { NewCustomerRequest } from '../../../domain/accounts/new-customer.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { queueMail } from '../email/queue-mail.ts';
import { marketContact } from './market-contact.ts';
import { assertPostCodesFit } from './post-code-fit.ts';
import { noticeMail, receivedMail } from './request-mails.ts';
import { claimSubmission } from './submission-limit.ts';

export interface Submission {
  marketId: string;
  clientAddress: string;
  request: NewCustomerRequest;
}

export interface SubmissionResult {
  customerServiceEmail: string;
  /** False for a bot's request (the honeypot was filled): answered alike, nothing stored or sent. */
  isStored: boolean;
}

/**
 * POST NewCustomer (issue 16 item 4): checks the post codes against the country, counts the request
 * against the client address's limit, stores it and queues the applicant's confirmation and the
 * customer service's notice, all in one transaction.
 */
export async function submitNewCustomerRequest(
  db: Kysely<DB>,
  { marketId, clientAddress, request }: Submission,
): Promise<SubmissionResult> {
  const contact = await marketContact(db, marketId);
  if (request.website) return { customerServiceEmail: contact.customerServiceEmail, isStored: false };
  assertPostCodesFit(marketId, request);
  await inTransaction(db, async (trx) => {
    if (!(await claimSubmission(trx, clientAddress))) throw tooManyRequests(errorMessages.TooManyRequests);
    await storeRequest(trx, marketId, clientAddress, request);
    await queueMail(trx, receivedMail(marketId, request, contact.customerServiceEmail));
    if (contact.customerServiceEmail) {
      await queueMail(trx, noticeMail(marketId, request, contact.customerServiceEmail, contact.language));
    }
  });
  return { customerServiceEmail: contact.customerServiceEmail, isStored: true };
}

async function storeRequest(
  trx: Kysely<DB>,
  marketId: string,
  clientAddress: string,
  request: NewCustomerRequest,
) {
  const { address, invoiceAddress } = request;
  await trx
    .insertInto('newCustomerRequests')
    .values({
      marketId,
      language: request.language,
      companyName: request.companyName,
      countryId: address.countryId,
      street: address.street,
      postalCode: address.postalCode,
      postPlace: address.postPlace,
      contactPerson: request.contactPerson,
      email: request.email,
      phone: request.phone,
      vatNumber: request.vatNumber,
      industry: request.industry,
      need: request.need,
      openingHours: request.openingHours,
      rtisPerYear: request.rtisPerYear,
      invoiceAddress: invoiceAddress ? JSON.stringify(invoiceAddress) : null,
      invoiceEmail: request.invoiceEmail,
      invoiceReference: request.invoiceReference,
      agreementAcceptedAt: sql<Date>`now()`,
      clientAddress,
    })
    .execute();
}
