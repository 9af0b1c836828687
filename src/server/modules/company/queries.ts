import type { Kysely } from 'kysely';
import type { Company } from '../../../domain/admin/company.ts';
import type { DB } from '../../db/schema.ts';

/** The call that serves a customer's logo, with the logo's etag so a new logo is a new address. */
export const companyLogoUrl = (etag: string) => `companyLogo?v=${encodeURIComponent(etag)}`;

/** The customer's §3 Company fields and its logo's address, within the market; undefined if none. */
export async function selectCompany(
  db: Kysely<DB>,
  marketId: string,
  customerId: number,
): Promise<Company | undefined> {
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('customerLogos as l', 'l.customerId', 'c.id')
    .select([
      'c.id',
      'c.version',
      'c.name',
      'c.info',
      'c.contactEmail',
      'c.invoiceEmail',
      'c.phone',
      'c.invoiceReference',
      'c.emailOrderConfirmed',
      'c.emailPurchase',
      'l.etag as logoEtag',
    ])
    .where('c.id', '=', customerId)
    .where('c.marketId', '=', marketId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { logoEtag, ...fields } = row;
  return {
    ...fields,
    info: fields.info ?? '',
    contactEmail: fields.contactEmail ?? '',
    invoiceEmail: fields.invoiceEmail ?? '',
    phone: fields.phone ?? '',
    invoiceReference: fields.invoiceReference ?? '',
    emailOrderConfirmed: fields.emailOrderConfirmed ?? '',
    emailPurchase: fields.emailPurchase ?? '',
    logoUrl: logoEtag ? companyLogoUrl(logoEtag) : null,
  };
}

/** The logo's address for the session status (spec §3 customer.image), or null without a logo. */
export async function selectLogoUrl(db: Kysely<DB>, customerId: number): Promise<string | null> {
  const logo = await db
    .selectFrom('customerLogos')
    .select('etag')
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return logo ? companyLogoUrl(logo.etag) : null;
}
