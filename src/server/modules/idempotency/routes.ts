import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyAckSchema } from '../../../domain/offline/idempotency-ack.ts';
import { sessionOf } from '../../http/access.ts';
import { acknowledgeKeys } from './service.ts';

/** The outbox's acknowledgement of keys it no longer needs (issue 5 item 4; http/idempotency.ts). */
export const idempotencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/idempotencyAck',
    { config: { access: ['user'] }, schema: { body: idempotencyAckSchema } },
    (request) => acknowledgeKeys(app.db, sessionOf(request), request.body.keys),
  );
};
