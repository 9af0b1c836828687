import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderAttachmentQuerySchema,
  orderCommentsQuerySchema,
} from '../../../domain/comments/order-comment.ts';
import { sessionOf } from '../../http/access.ts';
import { assertOrderWritable } from '../orders/order-access.ts';
import { commentFormLimits, readCommentForm, type CommentForm } from './comment-form.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { commentNotSaved, findAttachment, listComments, saveComment } from './service.ts';

/** Comments on an order with PDF, JPG and PNG attachments (issue 4 item 6, spec §3, §5, §8). */
export const orderCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get('/orderComments', { config: user, schema: { querystring: orderCommentsQuerySchema } }, (request) =>
    listComments(app.db, sessionOf(request), request.query.orderId),
  );

  // The form is read whole in preHandler, before the Idempotency-Key's transaction opens (issue 14 item 1).
  const forms = new WeakMap<object, CommentForm>();
  app.post(
    '/orderComment',
    {
      config: { ...user, upload: commentFormLimits },
      preHandler: async (request) => {
        try {
          const session = sessionOf(request);
          const form = await readCommentForm(request, (orderId) =>
            assertOrderWritable(app.db, session, orderId),
          );
          forms.set(request, form);
        } catch (error) {
          throw commentNotSaved(error, request.log);
        }
      },
    },
    async (request) => {
      const form = forms.get(request);
      if (!form) throw new Error('POST orderComment ran without its form read');
      try {
        return await saveComment(app.db, sessionOf(request), form.input, form.files);
      } catch (error) {
        throw commentNotSaved(error, request.log);
      }
    },
  );

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
