import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Invoices (issue 18): filled in by the invoices work. */
export const invoiceRoutes: FastifyPluginAsyncZod = async () => {};
