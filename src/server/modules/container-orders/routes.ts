import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  containerOrderIdQuerySchema,
  containerOrderInputSchema,
  containerOrderListQuerySchema,
  containerOrderStatusChangeSchema,
} from '../../../domain/containers/container-order-input.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { sessionOf } from '../../http/access.ts';
import { containerReader } from '../containers/container-access.ts';
import {
  changeContainerOrderStatus,
  containerOrderOptions,
  createContainerOrder,
  listContainerOrders,
  readContainerOrder,
} from './service.ts';

/**
 * Container orders (issue 20 item 3): a customer orders containers, the provider confirms, delivers or
 * cancels. Who may call is the Container menu's rule (container-access.ts); which rows, the container
 * scope: another customer's order is not found (404).
 */
export const containerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get(
    '/ContainerOrders',
    { config: user, schema: { querystring: containerOrderListQuerySchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return listContainerOrders(app.db, scopes, sessionLanguage(session), request.query);
    },
  );

  app.get(
    '/ContainerOrder',
    { config: user, schema: { querystring: containerOrderIdQuerySchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return readContainerOrder(app.db, scopes, sessionLanguage(session), request.query.id);
    },
  );

  app.get('/ContainerOrderOptions', { config: user }, async (request) => {
    const session = sessionOf(request);
    const scopes = await containerReader(app.db, session);
    return containerOrderOptions(app.db, session, scopes, sessionLanguage(session));
  });

  app.post(
    '/containerOrder',
    { config: user, schema: { body: containerOrderInputSchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return createContainerOrder(app.db, session, scopes, sessionLanguage(session), request.body);
    },
  );

  app.post(
    '/containerOrderStatus',
    { config: user, schema: { body: containerOrderStatusChangeSchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return changeContainerOrderStatus(app.db, session, scopes, sessionLanguage(session), request.body);
    },
  );
};
