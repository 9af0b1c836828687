import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceIdQuerySchema, invoiceListQuerySchema } from '../../../domain/reports/invoices.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { sessionOf } from '../../http/access.ts';
import { attachmentDisposition } from '../order-comments/content-disposition.ts';
import { invoiceExport, invoiceExportQuerySchema } from './invoice-export.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceReachOf, listInvoiceRows, listInvoices, readInvoice } from './read-service.ts';

/**
 * Reports → Invoices (issue 18, spec §2 `invoices/{type}/{id?}`): the list per type, one invoice with
 * its lines, its PDF and the list as a spreadsheet. Whose invoices are decided in read-service.ts from
 * the report reach; reads go to the report database (READ_DATABASE_URL when set).
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get('/invoices', { config: user, schema: { querystring: invoiceListQuerySchema } }, (request) =>
    listInvoices(app.readDb, sessionOf(request), request.query),
  );
  app.get('/invoice', { config: user, schema: { querystring: invoiceIdQuerySchema } }, (request) => {
    const session = sessionOf(request);
    return readInvoice(app.readDb, session, request.query.id, sessionLanguage(session));
  });
  app.get(
    '/invoicePdf',
    { config: { ...user, rawBody: true }, schema: { querystring: invoiceIdQuerySchema } },
    async (request, reply) => {
      const session = sessionOf(request);
      const language = sessionLanguage(session);
      const invoice = await readInvoice(app.readDb, session, request.query.id, language);
      const pdf = await invoicePdf(invoice, language);
      // A raw answer has no `auth` envelope: a token renewed on this call travels in a header.
      if (request.renewedToken) reply.header('X-Auth-Token', request.renewedToken);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(`${invoice.invoiceNo}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
  app.get(
    '/invoiceExport',
    { config: { ...user, rawBody: true }, schema: { querystring: invoiceExportQuerySchema } },
    async (request, reply) => {
      const session = sessionOf(request);
      const reach = await invoiceReachOf(app.readDb, session);
      const rows = await listInvoiceRows(app.readDb, reach, request.query);
      const file = await invoiceExport(rows, request.query, sessionLanguage(session));
      if (request.renewedToken) reply.header('X-Auth-Token', request.renewedToken);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );
};
