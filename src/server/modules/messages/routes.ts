import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageQuerySchema } from '../../../domain/messages/message-query.ts';
import { sessionOf } from '../../http/access.ts';
import { listMessages } from './service.ts';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Messages',
    { config: { access: 'public' }, schema: { querystring: messageQuerySchema } },
    (request) => {
      // Only the login page's welcome messages are public; the rest need a session.
      if (request.query.type !== 'Login') sessionOf(request);
      return listMessages(app.db, request.market, request.query);
    },
  );
};
