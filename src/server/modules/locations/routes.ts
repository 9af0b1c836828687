import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationListQuerySchema } from '../../../domain/locations/location-queries.ts';
import { sessionOf } from '../../http/access.ts';
import { actingLocation, listLocations } from './service.ts';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Locations',
    { config: { access: ['user'] }, schema: { querystring: locationListQuerySchema } },
    (request) => listLocations(app.db, sessionOf(request), request.query),
  );
  app.get('/location', { config: { access: ['user'] } }, (request) =>
    actingLocation(app.db, sessionOf(request)),
  );
};
