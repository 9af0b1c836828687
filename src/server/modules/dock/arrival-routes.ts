import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dockArrivalRoutes: FastifyPluginAsyncZod = async () => {};
