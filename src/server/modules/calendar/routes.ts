import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { daysQuerySchema } from '../../../domain/calendar/open-days.ts';
import { sessionOf } from '../../http/access.ts';
import { listDays } from './service.ts';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/Days', { config: { access: ['user'] }, schema: { querystring: daysQuerySchema } }, (request) =>
    listDays(sessionOf(request), request.query),
  );
};
