import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Support tickets and answer templates (issue 19). */
export const supportRoutes: FastifyPluginAsyncZod = async () => {};
