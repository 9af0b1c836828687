import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Publishing messages, articles and guides (issue 19). */
export const publishingRoutes: FastifyPluginAsyncZod = async () => {};
