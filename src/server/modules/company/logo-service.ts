import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { companyCustomerId } from './company-scope.ts';
import type { LogoFile } from './logo-form.ts';
import { companyLogoUrl } from './queries.ts';
import { readCompany } from './service.ts';

/** The logo's validator: its content's hash, so the same bytes keep the same address and cache entry. */
const etagOf = (content: Uint8Array) => createHash('sha256').update(content).digest('base64url').slice(0, 22);

/** POST companyLogo: stores (or replaces) the acting customer's logo; answers the company with its new address. */
export function saveLogo(db: Kysely<DB>, session: Session, logo: LogoFile) {
  const customerId = companyCustomerId(session);
  const etag = etagOf(logo.content);
  return inTransaction(db, async (trx) => {
    await readCompany(trx, session);
    const row = {
      content: new Uint8Array(logo.content),
      contentType: logo.contentType,
      etag,
      updatedBy: session.loginUser.id,
    };
    await trx
      .insertInto('customerLogos')
      .values({ customerId, ...row })
      .onConflict((conflict) => conflict.column('customerId').doUpdateSet({ ...row, updatedAt: sql`now()` }))
      .execute();
    return { ...(await readCompany(trx, session)), logoUrl: companyLogoUrl(etag) };
  });
}

/** POST companyLogoDelete: the acting customer has no logo afterwards (also when it had none). */
export async function deleteLogo(db: Kysely<DB>, session: Session) {
  const customerId = companyCustomerId(session);
  await readCompany(db, session);
  await db.deleteFrom('customerLogos').where('customerId', '=', customerId).execute();
  return readCompany(db, session);
}

/**
 * GET companyLogo: the acting customer's logo bytes and type; 404 when it has none. Every user of the
 * customer sees it in the shell, so it is read for the session's acting customer, whoever asks.
 */
export async function findLogo(db: Kysely<DB>, session: Session) {
  const logo = await db
    .selectFrom('customerLogos as l')
    .innerJoin('customers as c', 'c.id', 'l.customerId')
    .select(['l.content', 'l.contentType', 'l.etag'])
    .where('l.customerId', '=', session.customerId)
    .where('c.marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!logo) throw notFound('The company has no logo');
  const { content } = logo;
  return { ...logo, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength) };
}

/** A delete that fails for a reason of the server's own reads as spec §8's message. */
export function logoNotDeleted(error: unknown, log: FastifyBaseLogger): HttpError {
  if (error instanceof HttpError) return error;
  log.error({ err: error }, 'logo not deleted');
  return new HttpError(500, errorMessages.LogoNotDeleted, 'ServerError');
}
