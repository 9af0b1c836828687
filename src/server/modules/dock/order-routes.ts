import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPickingSchema } from '../../../domain/dock/picking.ts';
import { orderReceptionSchema } from '../../../domain/dock/reception.ts';
import { sessionOf } from '../../http/access.ts';
import { registerPicking } from './picking-service.ts';
import { registerReception } from './reception-service.ts';

/**
 * The dock's calls on an existing order (issue 6): reception of a sent order and the expedition of
 * one to send. Each answers the order row as it now is; a stale version is 409 with the current row.
 */
export const dockOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.post('/orderReception', { config: user, schema: { body: orderReceptionSchema } }, (request) =>
    registerReception(app.db, sessionOf(request), request.body),
  );
  app.post('/orderPicking', { config: user, schema: { body: orderPickingSchema } }, (request) =>
    registerPicking(app.db, sessionOf(request), request.body),
  );
};
