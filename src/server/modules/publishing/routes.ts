import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageDetailQuerySchema } from '../../../domain/messages/message-read.ts';
import {
  publishedMessageInputSchema,
  publishedMessagesQuerySchema,
  publishedMessageStateSchema,
} from '../../../domain/messages/published-message.ts';
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
    (request) => savePublishedMessage(app.db, sessionOf(request), request.body),
  );

  app.post(
    '/publishedMessagePublish',
    { config: publisher, schema: { body: publishedMessageStateSchema } },
    (request) => setVisibility(app.db, sessionOf(request), request.body, 'Published'),
  );

  app.post(
    '/publishedMessageWithdraw',
    { config: publisher, schema: { body: publishedMessageStateSchema } },
    (request) => setVisibility(app.db, sessionOf(request), request.body, 'Withdrawn'),
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
