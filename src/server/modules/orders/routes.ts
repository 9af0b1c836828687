import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderDraftSchema, orderQuerySchema, sendOrdersSchema } from '../../../domain/orders/order-draft.ts';
import { orderCustomsChangeSchema } from '../../../domain/orders/order-customs.ts';
import { orderListQuerySchema } from '../../../domain/orders/order-list.ts';
import {
  orderStatusChangeSchema,
  orderStatusHistoryQuerySchema,
} from '../../../domain/orders/order-status-change.ts';
import { sessionOf } from '../../http/access.ts';
import { changeOrderCustoms } from './customs-service.ts';
import { saveDraft } from './draft-service.ts';
import { sendJsonData } from './json-answer.ts';
import { visibleOrder } from './order-access.ts';
import { sendOrders } from './send-service.ts';
import { listExternalOrders, listOrders } from './service.ts';
import { changeOrderStatus, orderStatusHistory } from './status-service.ts';

/** The order list of spec §7, drafts and the status machine (issue 4); rows are limited by the session. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;
  // The list answer is JSON text built by PostgreSQL, sent in the envelope as it is (json-answer.ts).
  const list = { config: { ...user, rawBody: true }, schema: { querystring: orderListQuerySchema } };

  app.get('/Orders', list, async (request, reply) =>
    sendJsonData(request, reply, await listOrders(app.db, sessionOf(request), request.query)),
  );
  app.get('/ExternalOrders', list, async (request, reply) =>
    sendJsonData(request, reply, await listExternalOrders(app.db, sessionOf(request), request.query)),
  );

  app.post('/orderStatus', { config: user, schema: { body: orderStatusChangeSchema } }, (request) =>
    changeOrderStatus(app.db, sessionOf(request), request.body),
  );
  app.post('/orderCustoms', { config: user, schema: { body: orderCustomsChangeSchema } }, (request) =>
    changeOrderCustoms(app.db, sessionOf(request), request.body),
  );
  app.get(
    '/orderStatusHistory',
    { config: user, schema: { querystring: orderStatusHistoryQuerySchema } },
    (request) => orderStatusHistory(app.db, sessionOf(request), request.query.orderId),
  );

  app.get('/order', { config: user, schema: { querystring: orderQuerySchema } }, (request) =>
    visibleOrder(app.db, sessionOf(request), request.query.id),
  );
  app.post('/order', { config: user, schema: { body: orderDraftSchema } }, (request) =>
    saveDraft(app.db, sessionOf(request), request.body),
  );
  app.post('/sendOrders', { config: user, schema: { body: sendOrdersSchema } }, (request) =>
    sendOrders(app.db, sessionOf(request), request.body),
  );
};
