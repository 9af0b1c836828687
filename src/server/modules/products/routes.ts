import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableProductsQuerySchema } from '../../../domain/products/available-products.ts';
import { productListQuerySchema } from '../../../domain/products/product-list.ts';
import { sessionOf } from '../../http/access.ts';
import { availableProducts, listProducts } from './service.ts';

/** The market's products and the product picker's choices (spec §5, §7). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/AvailableProducts',
    { config: { access: ['user'] }, schema: { querystring: availableProductsQuerySchema } },
    (request) => availableProducts(app.db, sessionOf(request), request.query),
  );
  app.get(
    '/products',
    { config: { access: ['user'] }, schema: { querystring: productListQuerySchema } },
    (request) => listProducts(app.db, sessionOf(request), request.query),
  );
};
