import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableProductsQuerySchema } from '../../../domain/products/available-products.ts';
import { sessionOf } from '../../http/access.ts';
import { availableProducts } from './service.ts';

/** The product picker's choices (spec §5, §7). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/AvailableProducts',
    { config: { access: ['user'] }, schema: { querystring: availableProductsQuerySchema } },
    (request) => availableProducts(app.db, sessionOf(request), request.query),
  );
};
