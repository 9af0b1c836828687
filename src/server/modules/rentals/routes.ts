import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Rentals (issue 20 item 4). */
export const rentalRoutes: FastifyPluginAsyncZod = async () => {};
