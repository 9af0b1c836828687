import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderDraftSchema, orderQuerySchema, sendOrdersSchema } from '../../../domain/orders/order-draft.ts';
import { orderListQuerySchema } from '../../../domain/orders/order-list.ts';
import {
  orderStatusChangeSchema,
  orderStatusHistoryQuerySchema,
} from '../../../domain/orders/order-status-change.ts';
import { sessionOf } from '../../http/access.ts';
import { saveDraft } from './draft-service.ts';
import { sendOrders } from './send-service.ts';
import { listExternalOrders, listOrders } from './service.ts';
import { changeOrderStatus, orderStatusHistory, visibleOrder } from './status-service.ts';

/** The order list of spec §7, drafts and the status machine (issue 4); rows are limited by the session. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;
  const list = { config: user, schema: { querystring: orderListQuerySchema } };

  app.get('/Orders', list, (request) => listOrders(app.db, sessionOf(request), request.query));
  app.get('/ExternalOrders', list, (request) =>
    listExternalOrders(app.db, sessionOf(request), request.query),
  );

  app.post('/orderStatus', { config: user, schema: { body: orderStatusChangeSchema } }, (request) =>
    changeOrderStatus(app.db, sessionOf(request), request.body),
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
