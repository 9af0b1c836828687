import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/access.ts';
import { listAlerts } from './service.ts';

export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/Alerts', { config: { access: ['user'] } }, (request) => listAlerts(app.db, sessionOf(request)));
};
