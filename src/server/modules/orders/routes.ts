import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderListQuerySchema } from '../../../domain/orders/order-list.ts';
import {
  orderStatusChangeSchema,
  orderStatusHistoryQuerySchema,
} from '../../../domain/orders/order-status-change.ts';
import { sessionOf } from '../../http/access.ts';
import { listExternalOrders, listOrders } from './service.ts';
import { changeOrderStatus, orderStatusHistory } from './status-service.ts';

/** The order list of spec §7 and the status machine (issue 4); rows are limited by the session. */
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
};
