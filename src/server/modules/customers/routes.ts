import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerListQuerySchema } from '../../../domain/customers/customer-list.ts';
import { sessionOf } from '../../http/access.ts';
import { listCustomers } from './service.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Customers',
    { config: { access: ['user'] }, schema: { querystring: customerListQuerySchema } },
    (request) => listCustomers(app.db, sessionOf(request), request.query.include),
  );
};
