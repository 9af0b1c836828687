import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directReceptionSchema } from '../../../domain/dock/direct-reception.ts';
import {
  externalLocationDeleteSchema,
  externalLocationSchema,
  externalLocationUpdateSchema,
} from '../../../domain/dock/external-location.ts';
import { goodsDeliverySchema } from '../../../domain/dock/goods-delivery.ts';
import { stockDetailsQuerySchema } from '../../../domain/dock/stock-details.ts';
import { sessionOf } from '../../http/access.ts';
import { registerDirectReception } from './direct-reception-service.ts';
import { dockOrders } from './dock-orders-service.ts';
import { deleteExternalLocation, updateExternalLocation } from './external-location-admin-service.ts';
import { createExternalLocation, listExternalLocations } from './external-location-service.ts';
import { deliverGoods } from './goods-delivery-service.ts';
import { stockDetails } from './stock-details-service.ts';

/**
 * The dock's calls that make orders as pallets come and go (issue 6): direct reception and goods
 * delivery, external locations, the work lists and a location's stock. The acting location is the
 * session's, never the payload's.
 */
export const dockArrivalRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.post('/directReception', { config: user, schema: { body: directReceptionSchema } }, (request) =>
    registerDirectReception(app.db, sessionOf(request), request.body),
  );
  app.post('/goodsDelivery', { config: user, schema: { body: goodsDeliverySchema } }, (request) =>
    deliverGoods(app.db, sessionOf(request), request.body),
  );

  app.get('/externalLocations', { config: user }, (request) =>
    listExternalLocations(app.db, sessionOf(request)),
  );
  app.post('/externalLocation', { config: user, schema: { body: externalLocationSchema } }, (request) =>
    createExternalLocation(app.db, sessionOf(request), request.body),
  );
  // Changing and deleting is the admins' (Company → External locations, issue 17 item 5).
  const admin = { access: ['customerAdmin'] } as const;
  app.post(
    '/externalLocationUpdate',
    { config: admin, schema: { body: externalLocationUpdateSchema } },
    (request) => updateExternalLocation(app.db, sessionOf(request), request.body),
  );
  app.post(
    '/externalLocationDelete',
    { config: admin, schema: { body: externalLocationDeleteSchema } },
    (request) => deleteExternalLocation(app.db, sessionOf(request), request.body),
  );

  app.get('/dockOrders', { config: user }, (request) => dockOrders(app.db, sessionOf(request)));
  app.get('/stockDetails', { config: user, schema: { querystring: stockDetailsQuerySchema } }, (request) =>
    stockDetails(app.db, sessionOf(request), request.query.locationId),
  );
};
