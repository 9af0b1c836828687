import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailArchiveIdQuerySchema,
  emailArchiveQuerySchema,
  emailArchiveResendSchema,
} from '../../../domain/admin/email-archive.ts';
import { sessionOf } from '../../http/access.ts';
import { attachmentDisposition } from '../order-comments/content-disposition.ts';
import { sendEmailSoon } from '../email/send-soon.ts';
import { listArchive, readArchivedAttachment, readArchivedMail } from './message-service.ts';
import { resendArchivedMail } from './resend-service.ts';

/** Company → Email archive (issue 17 item 6): customer admins read their customer's mail, global admins all. */
export const emailArchiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: ['customerAdmin'] } as const;

  app.get('/emailArchive', { config: admin, schema: { querystring: emailArchiveQuerySchema } }, (request) =>
    listArchive(app.db, sessionOf(request), request.query),
  );
  app.get(
    '/emailArchiveMessage',
    { config: admin, schema: { querystring: emailArchiveIdQuerySchema } },
    (request) => readArchivedMail(app.db, sessionOf(request), request.query.id),
  );
  app.get(
    '/emailArchiveAttachment',
    { config: { ...admin, rawBody: true }, schema: { querystring: emailArchiveIdQuerySchema } },
    async (request, reply) => {
      const file = await readArchivedAttachment(app.db, sessionOf(request), request.query.id);
      // A raw answer has no `auth` envelope: a token renewed on this call travels in a header.
      if (request.renewedToken) reply.header('X-Auth-Token', request.renewedToken);
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );
  app.post(
    '/emailArchiveResend',
    { config: admin, schema: { body: emailArchiveResendSchema } },
    async (request) => {
      const answer = await resendArchivedMail(app.db, sessionOf(request), request.body.id);
      await sendEmailSoon(app.jobs, request.log);
      return answer;
    },
  );
};
