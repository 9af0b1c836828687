import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageImageKeyRegex } from '../../../domain/messages/message-image.ts';
import { messageQuerySchema } from '../../../domain/messages/message-query.ts';
import {
  messageDetailQuerySchema,
  messageReadSchema,
  mustReadQuerySchema,
} from '../../../domain/messages/message-read.ts';
import { sessionOf } from '../../http/access.ts';
import { findMessageImage } from './image-service.ts';
import { listMessages, listUnreadMustRead, markMessageRead, readMessage } from './service.ts';

const imageQuerySchema = z.object({ key: z.string().regex(messageImageKeyRegex, 'must be a picture key') });

/** Reading published messages, articles and guides (spec §2, §3, §4; issue 19 item 3). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get(
    '/Messages',
    { config: { access: 'public' }, schema: { querystring: messageQuerySchema } },
    (request) => {
      // Only the login page's welcome messages are public; the rest need a session.
      const session = request.query.type === 'Login' ? request.session : sessionOf(request);
      return listMessages(app.db, request.market, session, request.query);
    },
  );

  app.get('/Message', { config: user, schema: { querystring: messageDetailQuerySchema } }, (request) =>
    readMessage(app.db, sessionOf(request), request.query.id),
  );

  app.post('/messageRead', { config: user, schema: { body: messageReadSchema } }, (request) =>
    markMessageRead(app.db, sessionOf(request), request.body.messageId),
  );

  app.get('/MustReadMessages', { config: user, schema: { querystring: mustReadQuerySchema } }, (request) =>
    listUnreadMustRead(app.db, sessionOf(request), request.query.language),
  );

  // Public within its market: an <img> sends no bearer token and login messages are read anonymously;
  // the key is unguessable (migration 0022).
  app.get(
    '/MessageImage',
    { config: { access: 'public', rawBody: true }, schema: { querystring: imageQuerySchema } },
    async (request, reply) => {
      const image = await findMessageImage(app.db, request.market, request.query.key);
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(image.content);
    },
  );
};
