import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorBatchSchema } from '../../../domain/error-tracking/client-error-batch.ts';
import { recordClientErrors, reporterOf } from './service.ts';

/**
 * Error tracking (issue 21 item 6): open to anyone, as the login page can fail too; a session, when the
 * call carries one, names the user. Limited per user, or per client address without a session.
 */
export const errorTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clientErrors',
    { config: { access: 'public' }, schema: { body: clientErrorBatchSchema } },
    (request) => recordClientErrors(app.db, reporterOf(request), request.body),
  );
};
