import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  reportExportQuerySchema,
  reportFilterSchema,
  reportMovementsQuerySchema,
  reportWidgetsQuerySchema,
} from '../../../domain/reports/report-filter.ts';
import type { ReportId } from '../../../domain/reports/report-catalogue.ts';
import { sessionOf } from '../../http/access.ts';
import { attachmentDisposition } from '../order-comments/content-disposition.ts';
import { commissionReport } from './commissions-report.ts';
import { reportExport } from './export-service.ts';
import { locationReport } from './locations-report.ts';
import { movementPage } from './movements-report.ts';
import { poolingReport } from './pooling-report.ts';
import { purchaseReport } from './purchases-report.ts';
import { assertReportsTask, reportContextOf, type ReportContext } from './report-context.ts';
import { reportCatalogue, reportOptions } from './report-options.ts';
import { assertMayOpen } from './report-scope.ts';
import { transactionReport } from './transactions-report.ts';
import { userReport } from './users-report.ts';
import { volumeReport } from './volumes-report.ts';
import { reportWidgets } from './widgets.ts';

/**
 * Reports (issue 18): every call reads through `app.readDb` (the replica when READ_DATABASE_URL is
 * set) within the reach the session gives (report-scope.ts); a report's own rule (Users for admins,
 * Commission and Pooling for their customers) answers 403.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyUser = { access: ['user'] } as const;
  const contextOf = (request: FastifyRequest) => reportContextOf(app.readDb, sessionOf(request));
  /** The context of a report screen: the REPORTS task, and the report's own rule. */
  const openReport = async (request: FastifyRequest, report: ReportId): Promise<ReportContext> => {
    const context = await contextOf(request);
    assertReportsTask(context);
    assertMayOpen(context.scope, report);
    return context;
  };

  app.get('/reportCatalogue', { config: anyUser }, async (request) =>
    reportCatalogue(await contextOf(request)),
  );
  app.get('/reportOptions', { config: anyUser }, async (request) => {
    const context = await contextOf(request);
    assertReportsTask(context);
    return reportOptions(context);
  });
  app.get(
    '/reportTransactions',
    { config: anyUser, schema: { querystring: reportFilterSchema } },
    async (request) => transactionReport(await openReport(request, 'transactions'), request.query),
  );
  app.get(
    '/reportMovements',
    { config: anyUser, schema: { querystring: reportMovementsQuerySchema } },
    async (request) => movementPage(await openReport(request, 'transactions'), request.query),
  );
  app.get(
    '/reportPurchases',
    { config: anyUser, schema: { querystring: reportFilterSchema } },
    async (request) => purchaseReport(await openReport(request, 'purchases'), request.query),
  );
  app.get(
    '/reportCommissions',
    { config: anyUser, schema: { querystring: reportFilterSchema } },
    async (request) => commissionReport(await openReport(request, 'commissions'), request.query),
  );
  app.get(
    '/reportPooling',
    { config: anyUser, schema: { querystring: reportFilterSchema } },
    async (request) => poolingReport(await openReport(request, 'pooling'), request.query),
  );
  app.get(
    '/reportLocations',
    { config: anyUser, schema: { querystring: reportFilterSchema } },
    async (request) => locationReport(await openReport(request, 'locations'), request.query),
  );
  app.get(
    '/reportVolumes',
    { config: anyUser, schema: { querystring: reportFilterSchema } },
    async (request) => volumeReport(await openReport(request, 'volumes'), request.query),
  );
  app.get('/reportUsers', { config: anyUser, schema: { querystring: reportFilterSchema } }, async (request) =>
    userReport(await openReport(request, 'users'), request.query),
  );
  // The start page's widgets: every user's start page shows them, REPORTS task or not.
  app.get(
    '/reportWidgets',
    { config: anyUser, schema: { querystring: reportWidgetsQuerySchema } },
    async (request) => reportWidgets(await contextOf(request), request.query.months),
  );
  app.get(
    '/reportExport',
    { config: { ...anyUser, rawBody: true }, schema: { querystring: reportExportQuerySchema } },
    async (request, reply) => {
      const file = await reportExport(await contextOf(request), request.query);
      // A raw answer has no `auth` envelope: a token renewed on this call travels in a header.
      if (request.renewedToken) reply.header('X-Auth-Token', request.renewedToken);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
};
