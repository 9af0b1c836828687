import type { Kysely } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { TicketOptions } from '../../../domain/support/ticket.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { ownLocationIds } from '../locations/queries.ts';
import { localizedName } from '../reference/localized-name.ts';
import type { SupportActor } from './support-actor.ts';

/** Whether the session opens tickets for any location of the acting customer, or only its own. */
export const isCustomerWide = (session: Session, actor: SupportActor) =>
  actor.isStaff || actor.reach === 'customer' || session.loginUser.isCustomerAdmin;

/**
 * GET supportTicketOptions: what the new-ticket form offers (spec §3): the locations the session may
 * open a ticket for, the acting one first, and the products by name in the session's language.
 */
export async function ticketOptions(
  db: Kysely<DB>,
  session: Session,
  actor: SupportActor,
  language: Locale,
): Promise<TicketOptions> {
  let locations = db
    .selectFrom('locations as l')
    .select(['l.id', 'l.name'])
    .where('l.customerId', '=', session.customerId)
    .where('l.marketId', '=', session.marketId);
  if (!isCustomerWide(session, actor)) {
    const own = await ownLocationIds(db, session.actingUser.id);
    locations = locations.where('l.id', 'in', [session.locationId, ...own]);
  }
  const [locationRows, products] = await Promise.all([
    locations.orderBy('l.name').execute(),
    db
      .selectFrom('products as p')
      .select(['p.id', localizedName('p.names', language).as('name')])
      .orderBy('p.id')
      .execute(),
  ]);
  const acting = locationRows.filter((row) => row.id === session.locationId);
  return {
    locations: [...acting, ...locationRows.filter((row) => row.id !== session.locationId)],
    products,
  };
}
