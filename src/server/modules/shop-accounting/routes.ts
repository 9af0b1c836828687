import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Shop accounting (issue 20 item 5). */
export const shopAccountingRoutes: FastifyPluginAsyncZod = async () => {};
