import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The global admin's caching and log (issue 19). */
export const globalAdminRoutes: FastifyPluginAsyncZod = async () => {};
