import { sql, type Kysely } from 'kysely';
import type { TicketListFilter } from '../../../domain/support/ticket-query.ts';
import type { DB } from '../../db/schema.ts';
import type { SupportActor } from './support-actor.ts';

/** `%`, `_` and `\` typed by a user are searched for as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The tickets the actor may see, with the names a row shows: the market's for staff, the customer's
 * for a customer support user, the acting location's for a location support user, else their own.
 */
export function visibleTickets(db: Kysely<DB>, actor: SupportActor) {
  let query = db
    .selectFrom('supportTickets as t')
    .innerJoin('customers as c', 'c.id', 't.customerId')
    .innerJoin('locations as l', 'l.id', 't.locationId')
    .innerJoin('users as u', 'u.id', 't.createdBy')
    .leftJoin('users as a', 'a.id', 't.assignedTo')
    .where('t.marketId', '=', actor.marketId);
  if (actor.reach === 'customer') query = query.where('t.customerId', '=', actor.customerId);
  if (actor.reach === 'location') {
    query = query.where('t.customerId', '=', actor.customerId).where('t.locationId', '=', actor.locationId);
  }
  if (actor.reach === 'own') query = query.where('t.createdBy', '=', actor.userId);
  return query;
}

export function summaryColumns() {
  return [
    't.id',
    't.topic',
    't.category',
    't.priority',
    't.status',
    't.customerId',
    'c.name as customerName',
    't.locationId',
    'l.name as locationName',
    't.createdBy',
    'u.name as createdByName',
    't.assignedTo',
    'a.name as assignedToName',
    't.createdAt',
    't.updatedAt',
    sql<string>`(select count(*) from support_replies r where r.ticket_id = t.id and not r.is_internal)`.as(
      'replyCount',
    ),
  ] as const;
}

export function filteredTickets(db: Kysely<DB>, actor: SupportActor, filter: TicketListFilter) {
  let query = visibleTickets(db, actor);
  // Archived tickets are out of the way unless asked for (README design entry).
  query = filter.status
    ? query.where('t.status', '=', filter.status)
    : query.where('t.status', '!=', 'Archived');
  if (filter.priority) query = query.where('t.priority', '=', filter.priority);
  if (filter.category) query = query.where('t.category', '=', filter.category);
  if (filter.locationId) query = query.where('t.locationId', '=', filter.locationId);
  const term = filter.term;
  if (term) {
    const pattern = likePattern(term);
    const id = /^#?\d{1,9}$/.test(term) ? Number(term.replace('#', '')) : null;
    query = query.where((eb) =>
      eb.or([
        eb('t.topic', 'ilike', pattern),
        eb('t.description', 'ilike', pattern),
        eb('u.name', 'ilike', pattern),
        eb('c.name', 'ilike', pattern),
        ...(id === null ? [] : [eb('t.id', '=', id)]),
      ]),
    );
  }
  return query;
}

/** The distinct locations of the visible tickets, for the location filter. */
export function ticketLocations(db: Kysely<DB>, actor: SupportActor) {
  return visibleTickets(db, actor).select(['l.id', 'l.name']).distinct().orderBy('l.name').execute();
}

/** A ticket's conversation, oldest first; internal notes only when asked for (staff). */
export function selectReplies(db: Kysely<DB>, ticketId: number, withInternal: boolean) {
  let query = db
    .selectFrom('supportReplies as r')
    .innerJoin('users as u', 'u.id', 'r.authorId')
    .select([
      'r.id',
      'r.text',
      'r.isInternal',
      'r.createdAt',
      'u.id as authorId',
      'u.name as authorName',
      sql<boolean>`(u.is_provider or u.is_global_admin)`.as('isStaff'),
    ])
    .where('r.ticketId', '=', ticketId);
  if (!withInternal) query = query.where('r.isInternal', '=', false);
  return query.orderBy('r.createdAt').orderBy('r.id').execute();
}

/** A ticket's attachments without their bytes. */
export function selectAttachments(db: Kysely<DB>, ticketId: number) {
  return db
    .selectFrom('supportAttachments')
    .select(['id', 'replyId', 'fileName', 'contentType', 'sizeBytes'])
    .where('ticketId', '=', ticketId)
    .orderBy('id')
    .execute();
}

/** One attachment with its bytes, only when its ticket is visible to the actor. */
export function selectVisibleAttachment(db: Kysely<DB>, actor: SupportActor, id: number) {
  return visibleTickets(db, actor)
    .innerJoin('supportAttachments as f', 'f.ticketId', 't.id')
    .select(['f.fileName', 'f.contentType', 'f.content'])
    .where('f.id', '=', id)
    .executeTakeFirst();
}
