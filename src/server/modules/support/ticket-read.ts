import type { Kysely } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import { isTicketReadOnly, ticketPageSize } from '../../../domain/support/ticket-fields.ts';
import type { TicketListFilter } from '../../../domain/support/ticket-query.ts';
import type { TicketDetail, TicketList, TicketSummary } from '../../../domain/support/ticket.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { localizedName } from '../reference/localized-name.ts';
import {
  filteredTickets,
  selectAttachments,
  selectReplies,
  summaryColumns,
  ticketLocations,
  visibleTickets,
} from './queries.ts';
import type { SupportActor } from './support-actor.ts';

export const ticketNotFoundMessage = 'Support ticket not found';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its row type is needed
const summaryQuery = (db: Kysely<DB>, actor: SupportActor) =>
  visibleTickets(db, actor).select(summaryColumns());
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function summaryOf(row: SummaryRow): TicketSummary {
  return {
    id: row.id,
    topic: row.topic,
    category: row.category,
    priority: row.priority,
    status: row.status,
    customer: { id: row.customerId, name: row.customerName },
    location: { id: row.locationId, name: row.locationName },
    createdBy: { id: row.createdBy, name: row.createdByName },
    assignedTo:
      row.assignedTo === null
        ? null
        : { id: row.assignedTo, name: row.assignedToName ?? String(row.assignedTo) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replyCount: Number(row.replyCount ?? 0),
  };
}

/** GET supportTickets: one page of the visible tickets, newest activity first. */
export async function listTickets(
  db: Kysely<DB>,
  actor: SupportActor,
  filter: TicketListFilter,
): Promise<TicketList> {
  const page = filter.page ?? 1;
  const [rows, count, locations] = await Promise.all([
    filteredTickets(db, actor, filter)
      .select(summaryColumns())
      .orderBy('t.updatedAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(ticketPageSize)
      .offset((page - 1) * ticketPageSize)
      .execute(),
    filteredTickets(db, actor, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    ticketLocations(db, actor),
  ]);
  return {
    items: rows.map(summaryOf),
    total: Number(count.total),
    page,
    pageSize: ticketPageSize,
    locations,
  };
}

/**
 * GET supportTicket: every field of spec §3 with its conversation. A ticket the actor may not see is
 * 404, whoever's it is; internal notes are left out of the query for anyone but staff.
 */
export async function readTicket(
  db: Kysely<DB>,
  actor: SupportActor,
  id: number,
  language: Locale,
): Promise<TicketDetail> {
  const row = await visibleTickets(db, actor)
    .leftJoin('transactions as o', 'o.id', 't.orderId')
    .leftJoin('products as p', 'p.id', 't.productId')
    .select(summaryColumns())
    .select([
      't.version',
      't.description',
      't.orderId',
      'o.orderNo',
      't.productId',
      localizedName('p.names', language).as('productName'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(ticketNotFoundMessage);
  const [replies, attachments] = await Promise.all([
    selectReplies(db, id, actor.isStaff),
    selectAttachments(db, id),
  ]);
  return {
    ...summaryOf(row),
    version: row.version,
    description: row.description,
    order: row.orderId !== null && row.orderNo ? { id: row.orderId, orderNo: row.orderNo } : null,
    product: row.productId === null ? null : { id: row.productId, name: row.productName ?? row.productId },
    replies: replies.map((reply) => ({
      id: reply.id,
      text: reply.text,
      isInternal: reply.isInternal,
      author: { id: reply.authorId, name: reply.authorName },
      isStaff: reply.isStaff,
      createdAt: reply.createdAt.toISOString(),
    })),
    attachments,
    canManage: actor.isStaff,
    canReply: !isTicketReadOnly(row.status),
  };
}
