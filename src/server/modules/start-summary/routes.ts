import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/access.ts';
import { startSummary } from './service.ts';

export const startSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/StartSummary', { config: { access: ['user'] } }, (request) =>
    startSummary(app.db, sessionOf(request)),
  );
};
