import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Containers: the register, repair marks (issue 20 item 2). */
export const containerRoutes: FastifyPluginAsyncZod = async () => {};
