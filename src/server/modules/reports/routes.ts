import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Reports (issue 18): filled in by the reports work. */
export const reportRoutes: FastifyPluginAsyncZod = async () => {};
