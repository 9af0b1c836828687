import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { includeSchema } from '../../../domain/shared/list-query.ts';
import { sessionOf } from '../../http/access.ts';
import { listCustomers } from './service.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Customers',
    { config: { access: ['user'] }, schema: { querystring: z.object({ include: includeSchema }) } },
    (request) => listCustomers(app.db, sessionOf(request), request.query.include),
  );
};
