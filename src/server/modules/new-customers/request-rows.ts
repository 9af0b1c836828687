import type { Kysely, Selectable } from 'kysely';
import {
  newCustomerAddressSchema,
  type NewCustomerRequestRow,
} from '../../../domain/accounts/new-customer.ts';
import { countryIdSchema } from '../../../domain/shared/post-code.ts';
import type { DB, NewCustomerRequestsTable } from '../../db/schema.ts';
import type { NewCustomerDetails } from './request-details.ts';

type StoredRequest = Selectable<NewCustomerRequestsTable>;

const storedAddressSchema = newCustomerAddressSchema.nullable();

/** The invoice address column: jsonb, which a driver may hand over as text. */
function invoiceAddressOf(value: unknown) {
  return storedAddressSchema.parse(typeof value === 'string' ? JSON.parse(value) : value);
}

/** What the applicant sent, from the stored row. */
export function detailsOf(row: StoredRequest): NewCustomerDetails {
  return {
    language: row.language,
    companyName: row.companyName,
    address: {
      countryId: countryIdSchema.parse(row.countryId),
      street: row.street,
      postalCode: row.postalCode,
      postPlace: row.postPlace,
    },
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    vatNumber: row.vatNumber,
    industry: row.industry,
    need: row.need,
    openingHours: row.openingHours,
    rtisPerYear: row.rtisPerYear,
    invoiceAddress: invoiceAddressOf(row.invoiceAddress),
    invoiceEmail: row.invoiceEmail,
    invoiceReference: row.invoiceReference,
  };
}

/** A market's requests with the name of whoever decided and the login name of the user made. */
export function requestRows(db: Kysely<DB>, marketId: string) {
  return db
    .selectFrom('newCustomerRequests as r')
    .leftJoin('users as decider', 'decider.id', 'r.decidedBy')
    .leftJoin('users as made', 'made.id', 'r.userId')
    .selectAll('r')
    .select(['decider.name as decidedByName', 'made.loginName as loginName'])
    .where('r.marketId', '=', marketId);
}

export function toRequestRow(
  row: StoredRequest & { decidedByName: string | null; loginName: string | null },
): NewCustomerRequestRow {
  return {
    id: row.id,
    status: row.status,
    ...detailsOf(row),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: row.decidedByName,
    rejectReason: row.rejectReason,
    customerId: row.customerId,
    loginName: row.loginName,
    version: row.version,
  };
}

/** GET NewCustomerRequests: newest first. */
export async function listRequests(
  db: Kysely<DB>,
  marketId: string,
  status: NewCustomerRequestRow['status'] | undefined,
): Promise<NewCustomerRequestRow[]> {
  let query = requestRows(db, marketId);
  if (status) query = query.where('r.status', '=', status);
  const rows = await query.orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').execute();
  return rows.map(toRequestRow);
}

/** One request of the market, locked until the transaction ends, or undefined. */
export function lockRequest(trx: Kysely<DB>, marketId: string, id: number) {
  return trx
    .selectFrom('newCustomerRequests')
    .selectAll()
    .where('id', '=', id)
    .where('marketId', '=', marketId)
    .forUpdate()
    .executeTakeFirst();
}

/** One request as the list shows it, read after a change. */
export async function requestRow(db: Kysely<DB>, marketId: string, id: number) {
  return toRequestRow(await requestRows(db, marketId).where('r.id', '=', id).executeTakeFirstOrThrow());
}
