import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countingReportConfirmSchema,
  countingReportDeleteSchema,
  countingReportsQuerySchema,
  countingReportsSaveSchema,
} from '../../../domain/counting/counting-report.ts';
import { sessionOf } from '../../http/access.ts';
import { confirmCountingReport } from './confirm-service.ts';
import { saveCountingReports } from './save-service.ts';
import { deleteCountingReport, listCountingReports } from './service.ts';

/**
 * Stock counting (issue 7 item 3, spec §3 audit report). Any user may call; the services decide by
 * the location (counting-access.ts): reading where the session may read, changing where it may act.
 */
export const countingRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get(
    '/countingReports',
    { config: user, schema: { querystring: countingReportsQuerySchema } },
    (request) => listCountingReports(app.db, sessionOf(request), request.query.locationId),
  );
  app.post('/countingReports', { config: user, schema: { body: countingReportsSaveSchema } }, (request) =>
    saveCountingReports(app.db, sessionOf(request), request.body.reports),
  );
  app.post(
    '/countingReportConfirm',
    { config: user, schema: { body: countingReportConfirmSchema } },
    (request) => confirmCountingReport(app.db, sessionOf(request), request.body),
  );
  app.post(
    '/countingReportDelete',
    { config: user, schema: { body: countingReportDeleteSchema } },
    (request) => deleteCountingReport(app.db, sessionOf(request), request.body),
  );
};
