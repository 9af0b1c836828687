import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import { isTicketReadOnly, statusAfterReply } from '../../../domain/support/ticket-fields.ts';
import type { NoteInput, ReplyInput, TicketUpdate } from '../../../domain/support/ticket-input.ts';
import type { TicketDetail } from '../../../domain/support/ticket.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { notifyOtherSide } from './notify-other-side.ts';
import { visibleTickets } from './queries.ts';
import { storeAttachments } from './store-attachments.ts';
import type { SupportActor } from './support-actor.ts';
import type { UploadedFile } from '../../http/attachment-form.ts';
import { readTicket, ticketNotFoundMessage } from './ticket-read.ts';

export const ticketArchivedMessage = 'The ticket is archived and can no longer be answered';
export const ticketChangedMessage = 'Someone else changed the ticket in the meantime';

/** The visible ticket, locked for the change; 404 when the actor may not see it. */
export async function lockedTicket(db: Kysely<DB>, actor: SupportActor, id: number) {
  const row = await visibleTickets(db, actor)
    .select([
      't.id',
      't.marketId',
      't.customerId',
      't.topic',
      't.status',
      't.priority',
      't.createdBy',
      't.assignedTo',
      't.version',
    ])
    .where('t.id', '=', id)
    .forUpdate('t')
    .executeTakeFirst();
  if (!row) throw notFound(ticketNotFoundMessage);
  return row;
}

/** Before a reply's files are read: the ticket exists for the actor and takes replies. */
export async function assertReplyable(db: Kysely<DB>, actor: SupportActor, id: number) {
  const row = await visibleTickets(db, actor).select('t.status').where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ticketNotFoundMessage);
  if (isTicketReadOnly(row.status)) throw new HttpError(409, ticketArchivedMessage, 'TicketArchived');
}

interface WriteOptions {
  language: Locale;
  publicUrl: string;
}

/**
 * POST supportReply: an answer in the conversation with its files, the status it leaves the ticket in
 * (statusAfterReply), and a mail and Support alert for the other side, in one transaction. Only staff
 * choose the status.
 */
export async function replyToTicket(
  db: Kysely<DB>,
  actor: SupportActor,
  form: { input: ReplyInput; files: readonly UploadedFile[] },
  options: WriteOptions,
): Promise<TicketDetail> {
  const { input } = form;
  if (input.status !== undefined && !actor.isStaff) {
    throw forbidden('Only support staff change the status of a ticket');
  }
  return inTransaction(db, async (trx) => {
    const ticket = await lockedTicket(trx, actor, input.ticketId);
    if (isTicketReadOnly(ticket.status)) throw new HttpError(409, ticketArchivedMessage, 'TicketArchived');
    const reply = await trx
      .insertInto('supportReplies')
      .values({ ticketId: ticket.id, authorId: actor.userId, text: input.text })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeAttachments(trx, ticket.id, reply.id, actor.userId, form.files);
    const status = statusAfterReply(ticket.status, actor.isStaff, input.status);
    // Staff answering an unassigned ticket takes it.
    const assignedTo = actor.isStaff && ticket.assignedTo === null ? actor.userId : ticket.assignedTo;
    await trx
      .updateTable('supportTickets')
      .set((eb) => ({ status, assignedTo, updatedAt: sql<Date>`now()`, version: eb('version', '+', 1) }))
      .where('id', '=', ticket.id)
      .execute();
    await notifyOtherSide(
      trx,
      {
        ticket: { ...ticket, assignedTo },
        kind: 'reply',
        text: input.text,
        authorId: actor.userId,
        publicUrl: options.publicUrl,
      },
      actor.isStaff,
    );
    return readTicket(trx, actor, ticket.id, options.language);
  });
}

/** POST supportNote: an internal note, seen by provider support staff only; nobody is told. */
export async function addInternalNote(
  db: Kysely<DB>,
  actor: SupportActor,
  input: NoteInput,
  language: Locale,
): Promise<TicketDetail> {
  return inTransaction(db, async (trx) => {
    const ticket = await lockedTicket(trx, actor, input.ticketId);
    if (isTicketReadOnly(ticket.status)) throw new HttpError(409, ticketArchivedMessage, 'TicketArchived');
    await trx
      .insertInto('supportReplies')
      .values({ ticketId: ticket.id, authorId: actor.userId, text: input.text, isInternal: true })
      .execute();
    // Not its updatedAt: a customer's list must not show the ticket as changed by a note they never see.
    await trx
      .updateTable('supportTickets')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', ticket.id)
      .execute();
    return readTicket(trx, actor, ticket.id, language);
  });
}

/** The assignee must be support staff of the same market. */
async function assertAssignable(db: Kysely<DB>, marketId: string, userId: number) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('marketId', '=', marketId)
    .where('isActive', '=', true)
    .where((eb) => eb.or([eb('isProvider', '=', true), eb('isGlobalAdmin', '=', true)]))
    .executeTakeFirst();
  if (!user) {
    throw badRequest('assignedTo: is not support staff of this market', {
      issues: [{ field: 'assignedTo', message: 'is not support staff of this market' }],
    });
  }
}

/**
 * POST supportTicketUpdate: status, priority or assignee, by staff, at the version read; another change
 * in between is a 409 with the current ticket.
 */
export async function updateTicket(
  db: Kysely<DB>,
  actor: SupportActor,
  input: TicketUpdate,
  language: Locale,
): Promise<TicketDetail> {
  return inTransaction(db, async (trx) => {
    const ticket = await lockedTicket(trx, actor, input.id);
    if (ticket.version !== input.version) {
      throw new HttpError(
        409,
        ticketChangedMessage,
        'VersionConflict',
        await readTicket(trx, actor, ticket.id, language),
      );
    }
    // An archived ticket changes its status only (spec §4): taken out of the archive, it is handled again.
    const changesMore =
      (input.priority !== undefined && input.priority !== ticket.priority) ||
      (input.assignedTo !== undefined && input.assignedTo !== ticket.assignedTo);
    if (isTicketReadOnly(ticket.status) && (changesMore || (input.status ?? 'Archived') === 'Archived')) {
      throw new HttpError(409, ticketArchivedMessage, 'TicketArchived');
    }
    if (input.assignedTo) await assertAssignable(trx, actor.marketId, input.assignedTo);
    await trx
      .updateTable('supportTickets')
      .set((eb) => ({
        ...(input.status === undefined ? {} : { status: input.status }),
        ...(input.priority === undefined ? {} : { priority: input.priority }),
        ...(input.assignedTo === undefined ? {} : { assignedTo: input.assignedTo }),
        updatedAt: sql<Date>`now()`,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', ticket.id)
      .execute();
    return readTicket(trx, actor, ticket.id, language);
  });
}

/** GET supportAssignees: the market's active support staff, by name. */
export function listAssignees(db: Kysely<DB>, marketId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('marketId', '=', marketId)
    .where('isActive', '=', true)
    .where((eb) => eb.or([eb('isProvider', '=', true), eb('isGlobalAdmin', '=', true)]))
    .orderBy('name')
    .execute();
}
