import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Container orders (issue 20 item 3). */
export const containerOrderRoutes: FastifyPluginAsyncZod = async () => {};
