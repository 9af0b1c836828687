import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dockOrderRoutes: FastifyPluginAsyncZod = async () => {};
