import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertReadSchema } from '../../../domain/alerts/alert-read.ts';
import { sessionOf } from '../../http/access.ts';
import { listAlerts, markAlertRead, markAllAlertsRead } from './service.ts';

export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/Alerts', { config: { access: ['user'] } }, (request) => listAlerts(app.db, sessionOf(request)));
  app.post('/alertRead', { config: { access: ['user'] }, schema: { body: alertReadSchema } }, (request) =>
    markAlertRead(app.db, sessionOf(request), request.body.alertId),
  );
  app.post('/alertReadAll', { config: { access: ['user'] } }, (request) =>
    markAllAlertsRead(app.db, sessionOf(request)),
  );
};
