import type { Kysely } from 'kysely';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { NewCustomerDetails } from './request-details.ts';

export const loginNameTaken = () => new HttpError(409, errorMessages.LoginNameTaken, 'LoginNameTaken');

/** PostgreSQL's unique_violation: another approval took the login name meanwhile. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * The first location's type: a customer's own site, which the start flow and the location switcher
 * accept (spec §6: LEV, NLP, GRS); provider staff change it in company administration if need be.
 */
const firstLocationType = 'LEV';

export interface NewCustomerAccount {
  marketId: string;
  requestId: number;
  details: NewCustomerDetails;
  loginName: string;
  /** A hash no password matches: the user sets one with the welcome link. */
  passwordHash: string;
}

async function isLoginNameTaken(trx: Kysely<DB>, marketId: string, loginName: string) {
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('marketId', '=', marketId)
    .where((eb) => eb(eb.fn('lower', ['loginName']), '=', loginName.toLowerCase()))
    .executeTakeFirst();
  return user !== undefined;
}

/**
 * An approved request's customer, its first location and its first user, a customer admin (issue 16
 * item 5). A pooling customer, as most who ask to join are; the applicant accepted the customer
 * agreement with the request, so it counts as accepted. Login names are unique per market, whatever
 * the case (users_login_idx).
 */
export async function createCustomerAccount(
  trx: Kysely<DB>,
  account: NewCustomerAccount,
): Promise<{ customerId: number; userId: number }> {
  const { marketId, details, loginName } = account;
  if (await isLoginNameTaken(trx, marketId, loginName)) throw loginNameTaken();
  const customer = await trx
    .insertInto('customers')
    .values({
      marketId,
      name: details.companyName,
      statusId: 1,
      isPooling: true,
      agreementStandard: true,
      info: details.industry,
      contactEmail: details.email,
      invoiceEmail: details.invoiceEmail || details.email,
      phone: details.phone,
      invoiceReference: details.invoiceReference || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await trx
    .insertInto('locations')
    .values({
      marketId,
      customerId: customer.id,
      name: details.companyName,
      // Until the provider gives it the site's GLN: unique, since the request's id is.
      number: `NC-${account.requestId}`,
      typeId: firstLocationType,
      statusId: 1,
      isPooling: true,
      street: details.address.street,
      postCode: details.address.postalCode,
      postPlace: details.address.postPlace,
      countryId: details.address.countryId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await trx
    .insertInto('users')
    .values({
      marketId,
      customerId: customer.id,
      locationId: location.id,
      loginName,
      name: details.contactPerson,
      email: details.email,
      phone: details.phone,
      language: details.language,
      passwordHash: account.passwordHash,
      isActive: true,
      isCustomerAdmin: true,
      reportLevel: 1,
      confirmedGdpr: false,
      notifyDeviation: true,
      notifyDisagree: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? loginNameTaken() : error;
    });
  return { customerId: customer.id, userId: user.id };
}
