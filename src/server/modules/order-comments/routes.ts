import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderAttachmentQuerySchema,
  orderCommentsQuerySchema,
} from '../../../domain/comments/order-comment.ts';
import { sessionOf } from '../../http/access.ts';
import { assertOrderWritable } from '../orders/order-access.ts';
import { readCommentForm, commentFormLimits } from './comment-form.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { commentNotSaved, findAttachment, listComments, saveComment } from './service.ts';

/** Comments on an order with PDF, JPG and PNG attachments (issue 4 item 6, spec §3, §5, §8). */
export const orderCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so multipart bodies are parsed for this module's routes only.
  await app.register(multipart, { limits: commentFormLimits });
  const user = { access: ['user'] } as const;

  app.get('/orderComments', { config: user, schema: { querystring: orderCommentsQuerySchema } }, (request) =>
    listComments(app.db, sessionOf(request), request.query.orderId),
  );

  app.post('/orderComment', { config: user }, async (request) => {
    try {
      const session = sessionOf(request);
      // The order is checked before any file is read, and again in the saving transaction.
      const { input, files } = await readCommentForm(request, (orderId) =>
        assertOrderWritable(app.db, session, orderId),
      );
      return await saveComment(app.db, session, input, files);
    } catch (error) {
      throw commentNotSaved(error, request.log);
    }
  });

  app.get(
    '/orderAttachment',
    { config: { ...user, rawBody: true }, schema: { querystring: orderAttachmentQuerySchema } },
    async (request, reply) => {
      const file = await findAttachment(app.db, sessionOf(request), request.query.id);
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
};
