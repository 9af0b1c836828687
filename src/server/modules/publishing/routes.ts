import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageDetailQuerySchema } from '../../../domain/messages/message-read.ts';
import {
  publishedMessageInputSchema,
  publishedMessagesQuerySchema,
  publishedMessageStateSchema,
} from '../../../domain/messages/published-message.ts';
import { auditAdminChange } from '../../audit/audit-admin-change.ts';
import { sessionOf } from '../../http/access.ts';
import { saveMessageImage, type MessageImageFile } from '../messages/image-service.ts';
import { messageImageFormLimits, readMessageImageForm } from './image-form.ts';
import {
  listPublishedMessages,
  readPublishedMessage,
  savePublishedMessage,
  setVisibility,
} from './service.ts';

/**
 * Publishing messages, articles, guides, login, report and system messages (issue 19 item 5): for global
 * admins, who see the Admin menu's publishing (spec §6).
 */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const publisher = { access: ['globalAdmin'] } as const;

  app.get(
    '/PublishedMessages',
    { config: publisher, schema: { querystring: publishedMessagesQuerySchema } },
    (request) => listPublishedMessages(app.db, sessionOf(request), request.query),
  );

  app.get(
    '/PublishedMessage',
    { config: publisher, schema: { querystring: messageDetailQuerySchema } },
    (request) => readPublishedMessage(app.db, sessionOf(request), request.query.id),
  );

  app.post(
    '/publishedMessage',
    { config: publisher, schema: { body: publishedMessageInputSchema } },
    async (request) => {
      const saved = await savePublishedMessage(app.db, sessionOf(request), request.body);
      const action = request.body.id === undefined ? 'created' : 'updated';
      await auditAdminChange(app.db, request, {
        entity: 'publishedMessage',
        action,
        id: saved.id,
        name: saved.title,
      });
      return saved;
    },
  );

  app.post(
    '/publishedMessagePublish',
    { config: publisher, schema: { body: publishedMessageStateSchema } },
    async (request) => {
      const changed = await setVisibility(app.db, sessionOf(request), request.body, 'Published');
      await auditAdminChange(app.db, request, {
        entity: 'publishedMessage',
        action: 'published',
        id: changed.id,
        name: changed.title,
      });
      return changed;
    },
  );

  app.post(
    '/publishedMessageWithdraw',
    { config: publisher, schema: { body: publishedMessageStateSchema } },
    async (request) => {
      const changed = await setVisibility(app.db, sessionOf(request), request.body, 'Withdrawn');
      await auditAdminChange(app.db, request, {
        entity: 'publishedMessage',
        action: 'withdrawn',
        id: changed.id,
        name: changed.title,
      });
      return changed;
    },
  );

  // The picture is read whole and checked by content in preHandler, before any transaction opens.
  const images = new WeakMap<object, MessageImageFile>();
  app.post(
    '/messageImage',
    {
      config: { ...publisher, upload: messageImageFormLimits },
      preHandler: async (request) => {
        images.set(request, await readMessageImageForm(request));
      },
    },
    async (request) => {
      const image = images.get(request);
      if (!image) throw new Error('POST messageImage ran without its file read');
      return saveMessageImage(app.db, sessionOf(request), image);
    },
  );
};
