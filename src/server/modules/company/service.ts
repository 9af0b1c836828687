import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  companyChangedMessage,
  type Company,
  type CompanyFields,
  type CompanyInput,
} from '../../../domain/admin/company.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { companyCustomerId } from './company-scope.ts';
import { selectCompany } from './queries.ts';

/** GET company (spec §3 Company): the acting customer's company info. */
export async function readCompany(db: Kysely<DB>, session: Session): Promise<Company> {
  const company = await selectCompany(db, session.marketId, companyCustomerId(session));
  if (!company) throw notFound(errorMessages.CustomerNotFound);
  return company;
}

const orNull = (value: string) => (value === '' ? null : value);

function storedFields(fields: CompanyFields) {
  return {
    name: fields.name,
    info: orNull(fields.info),
    contactEmail: orNull(fields.contactEmail),
    invoiceEmail: orNull(fields.invoiceEmail),
    phone: orNull(fields.phone),
    invoiceReference: orNull(fields.invoiceReference),
    emailOrderConfirmed: orNull(fields.emailOrderConfirmed),
    emailPurchase: orNull(fields.emailPurchase),
  };
}

/**
 * POST company: the acting customer's fields as the client read them at `version`; someone else's
 * change in between is a 409 with the current company info.
 */
export function saveCompany(db: Kysely<DB>, session: Session, input: CompanyInput): Promise<Company> {
  const customerId = companyCustomerId(session);
  return inTransaction(db, async (trx) => {
    await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
    const current = await readCompany(trx, session);
    if (current.version !== input.version) {
      throw new HttpError(409, companyChangedMessage, 'VersionConflict', current);
    }
    const { version: _version, ...fields } = input;
    await trx
      .updateTable('customers')
      .set((eb) => ({ ...storedFields(fields), version: eb('version', '+', 1) }))
      .where('id', '=', customerId)
      .where('version', '=', input.version)
      .execute();
    return readCompany(trx, session);
  });
}

/** A save that fails for a reason of the server's own reads as spec §8's message; refusals stay as they are. */
export function companyNotSaved(error: unknown, log: FastifyBaseLogger): HttpError {
  if (error instanceof HttpError) return error;
  log.error({ err: error }, 'company info not saved');
  return new HttpError(500, errorMessages.CompanyNotSaved, 'ServerError');
}
