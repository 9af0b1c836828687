import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templateDeleteSchema, templateInputSchema } from '../../../domain/support/template.ts';
import { noteInputSchema, ticketUpdateSchema } from '../../../domain/support/ticket-input.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { sessionOf } from '../../http/access.ts';
import { supportActorOf } from './support-actor.ts';
import { deleteTemplate, listTemplates, saveTemplate } from './template-service.ts';
import { addInternalNote, listAssignees, updateTicket } from './ticket-write.ts';

/**
 * The calls of provider support staff (and global admins): assigning, status and priority, internal
 * notes, and the default-answer templates (issue 19 items 1 and 2).
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { access: ['provider', 'globalAdmin'] } as const;
  const actorOf = (request: Parameters<typeof sessionOf>[0]) => supportActorOf(app.db, sessionOf(request));

  app.post('/supportTicketUpdate', { config: staff, schema: { body: ticketUpdateSchema } }, async (request) =>
    updateTicket(app.db, await actorOf(request), request.body, sessionLanguage(sessionOf(request))),
  );

  app.post('/supportNote', { config: staff, schema: { body: noteInputSchema } }, async (request) =>
    addInternalNote(app.db, await actorOf(request), request.body, sessionLanguage(sessionOf(request))),
  );

  app.get('/supportAssignees', { config: staff }, (request) =>
    listAssignees(app.db, sessionOf(request).marketId),
  );

  app.get('/supportTemplates', { config: staff }, async (request) =>
    listTemplates(app.db, await actorOf(request)),
  );

  app.post('/supportTemplate', { config: staff, schema: { body: templateInputSchema } }, async (request) =>
    saveTemplate(app.db, await actorOf(request), request.body),
  );

  app.post(
    '/supportTemplateDelete',
    { config: staff, schema: { body: templateDeleteSchema } },
    async (request) => deleteTemplate(app.db, await actorOf(request), request.body.id),
  );
};
