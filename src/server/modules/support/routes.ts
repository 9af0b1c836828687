import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idQuerySchema } from '../../../domain/shared/id.ts';
import { replyInputSchema, ticketInputSchema } from '../../../domain/support/ticket-input.ts';
import { ticketIdQuerySchema, ticketListQuerySchema } from '../../../domain/support/ticket-query.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { sessionOf } from '../../http/access.ts';
import { badRequest } from '../../http/errors.ts';
import { sendEmailSoon } from '../email/send-soon.ts';
import { attachmentDisposition } from '../order-comments/content-disposition.ts';
import { findSupportAttachment } from './attachment-service.ts';
import { supportActorOf } from './support-actor.ts';
import { readSupportForm, supportFormLimits, type SupportForm } from './support-form.ts';
import { staffRoutes } from './staff-routes.ts';
import { createTicket } from './ticket-create.ts';
import { ticketOptions } from './ticket-options.ts';
import { listTickets, readTicket } from './ticket-read.ts';
import { assertReplyable, replyToTicket } from './ticket-write.ts';
import type { ReplyInput, TicketInput } from '../../../domain/support/ticket-input.ts';

/** The reply's ticket, from the fields sent before the files: it must come first in the form. */
function formTicketId(fields: Record<string, string>): number {
  const parsed = idQuerySchema.safeParse(fields.ticketId);
  if (!parsed.success) {
    throw badRequest('ticketId: must come before the attachments in the form, as a ticket id', {
      issues: [{ field: 'ticketId', message: 'must come before the attachments' }],
    });
  }
  return parsed.data;
}

/** Support tickets for every user (issue 19 item 1, spec §3); the staff's calls are in staff-routes.ts. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get(
    '/supportTickets',
    { config: user, schema: { querystring: ticketListQuerySchema } },
    async (request) => {
      const actor = await supportActorOf(app.db, sessionOf(request));
      return listTickets(app.db, actor, request.query);
    },
  );

  app.get('/supportTicketOptions', { config: user }, async (request) => {
    const session = sessionOf(request);
    const actor = await supportActorOf(app.db, session);
    return ticketOptions(app.db, session, actor, sessionLanguage(session));
  });

  app.get(
    '/supportTicket',
    { config: user, schema: { querystring: ticketIdQuerySchema } },
    async (request) => {
      const session = sessionOf(request);
      const actor = await supportActorOf(app.db, session);
      return readTicket(app.db, actor, request.query.id, sessionLanguage(session));
    },
  );

  // Forms are read whole in preHandler, before the Idempotency-Key's transaction opens (issue 14 item 1).
  const tickets = new WeakMap<object, SupportForm<TicketInput>>();
  app.post(
    '/supportTicket',
    {
      config: { ...user, upload: supportFormLimits },
      preHandler: async (request) => {
        tickets.set(request, await readSupportForm(request, ticketInputSchema));
      },
    },
    async (request) => {
      const form = tickets.get(request);
      if (!form) throw new Error('POST supportTicket ran without its form read');
      const session = sessionOf(request);
      const actor = await supportActorOf(app.db, session);
      const options = { language: sessionLanguage(session), publicUrl: app.config.publicUrl };
      const ticket = await createTicket(app.db, session, actor, form, options);
      await sendEmailSoon(app.jobs, request.log);
      return ticket;
    },
  );

  const replies = new WeakMap<object, SupportForm<ReplyInput>>();
  app.post(
    '/supportReply',
    {
      config: { ...user, upload: supportFormLimits },
      preHandler: async (request) => {
        const actor = await supportActorOf(app.db, sessionOf(request));
        const form = await readSupportForm(request, replyInputSchema, (fields) =>
          assertReplyable(app.db, actor, formTicketId(fields)),
        );
        replies.set(request, form);
      },
    },
    async (request) => {
      const form = replies.get(request);
      if (!form) throw new Error('POST supportReply ran without its form read');
      const session = sessionOf(request);
      const actor = await supportActorOf(app.db, session);
      const options = { language: sessionLanguage(session), publicUrl: app.config.publicUrl };
      const ticket = await replyToTicket(app.db, actor, form, options);
      await sendEmailSoon(app.jobs, request.log);
      return ticket;
    },
  );

  app.get(
    '/supportAttachment',
    { config: { ...user, rawBody: true }, schema: { querystring: ticketIdQuerySchema } },
    async (request, reply) => {
      const actor = await supportActorOf(app.db, sessionOf(request));
      const file = await findSupportAttachment(app.db, actor, request.query.id);
      // A raw answer has no `auth` envelope: a token renewed on this call travels in a header.
      if (request.renewedToken) reply.header('X-Auth-Token', request.renewedToken);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );

  await app.register(staffRoutes);
};
