import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  locationAddressDeleteSchema,
  locationAddressesQuerySchema,
  locationAddressInputSchema,
} from '../../../domain/admin/location-address.ts';
import {
  adminLocationDeleteSchema,
  adminLocationInputSchema,
  adminLocationQuerySchema,
  adminLocationsQuerySchema,
} from '../../../domain/admin/locations.ts';
import { sessionOf } from '../../http/access.ts';
import { auditAdminChange } from '../../audit/audit-admin-change.ts';
import { deleteLocationAddress, listLocationAddresses, saveLocationAddress } from './address-service.ts';
import { deleteAdminLocation } from './delete-location.ts';
import { listAdminLocations, listPoolingGroups } from './queries.ts';
import { adminLocation, saveAdminLocation } from './service.ts';

/**
 * Location administration (issue 17 item 2; spec §6: only admins manage locations). A customer admin
 * manages the customer they belong to, a global admin the customer they act for (POST status).
 */
export const locationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: ['customerAdmin'] } as const;

  app.get(
    '/adminLocations',
    { config: admin, schema: { querystring: adminLocationsQuerySchema } },
    (request) => listAdminLocations(app.db, sessionOf(request), request.query),
  );
  app.get('/adminLocation', { config: admin, schema: { querystring: adminLocationQuerySchema } }, (request) =>
    adminLocation(app.db, sessionOf(request), request.query.id),
  );
  app.post(
    '/adminLocation',
    { config: admin, schema: { body: adminLocationInputSchema } },
    async (request) => {
      const location = await saveAdminLocation(app.db, sessionOf(request), request.body);
      const action = request.body.id ? 'updated' : 'created';
      await auditAdminChange(app.db, request, { entity: 'location', action, ...location });
      return location;
    },
  );
  app.post(
    '/adminLocationDelete',
    { config: admin, schema: { body: adminLocationDeleteSchema } },
    async (request) => {
      const answer = await deleteAdminLocation(app.db, sessionOf(request), request.body);
      await auditAdminChange(app.db, request, { entity: 'location', action: answer.outcome, id: answer.id });
      return answer;
    },
  );
  app.get('/poolingGroups', { config: admin }, (request) => listPoolingGroups(app.db, sessionOf(request)));

  app.get(
    '/locationAddresses',
    { config: admin, schema: { querystring: locationAddressesQuerySchema } },
    (request) => listLocationAddresses(app.db, sessionOf(request), request.query.locationId),
  );
  app.post(
    '/locationAddress',
    { config: admin, schema: { body: locationAddressInputSchema } },
    async (request) => {
      const address = await saveLocationAddress(app.db, sessionOf(request), request.body);
      const action = request.body.id ? 'updated' : 'created';
      await auditAdminChange(app.db, request, { entity: 'locationAddress', action, ...address });
      return address;
    },
  );
  app.post(
    '/locationAddressDelete',
    { config: admin, schema: { body: locationAddressDeleteSchema } },
    async (request) => {
      const answer = await deleteLocationAddress(app.db, sessionOf(request), request.body);
      await auditAdminChange(app.db, request, {
        entity: 'locationAddress',
        action: 'deleted',
        id: request.body.id,
      });
      return answer;
    },
  );
};
