import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signatureBodyLimit } from '../../../domain/offline/body-limits.ts';
import {
  palletReceiptDeleteSchema,
  palletReceiptEmailSchema,
  palletReceiptLogQuerySchema,
  palletReceiptQuerySchema,
  palletReceiptSchema,
} from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { sessionOf } from '../../http/access.ts';
import { sendEmailSoon } from '../email/send-soon.ts';
import { attachmentDisposition } from '../order-comments/content-disposition.ts';
import { deletePalletReceipt } from './delete-service.ts';
import { emailPalletReceipt } from './email-service.ts';
import { findPalletReceipt, palletReceiptLog, visibleReceipt } from './read-service.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { registerPalletReceipt } from './register-service.ts';

/**
 * Pallet receipts with signatures (issue 7 items 1–2, spec §2, §3, §5): register, read, the log,
 * delete, the PDF and sending it by e-mail. Who may act where is decided in the services.
 */
export const palletReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  // The signature travels as a data URL: above the app-wide JSON limit (domain/offline/body-limits.ts).
  app.post(
    '/palletReceipt',
    { config: user, bodyLimit: signatureBodyLimit, schema: { body: palletReceiptSchema } },
    (request) => registerPalletReceipt(app.db, sessionOf(request), request.body),
  );
  app.get('/palletReceipt', { config: user, schema: { querystring: palletReceiptQuerySchema } }, (request) =>
    findPalletReceipt(app.db, sessionOf(request), request.query.id),
  );
  app.get(
    '/palletReceipts',
    { config: user, schema: { querystring: palletReceiptLogQuerySchema } },
    (request) => palletReceiptLog(app.db, sessionOf(request), request.query),
  );
  app.post('/palletReceiptDelete', { config: user, schema: { body: palletReceiptDeleteSchema } }, (request) =>
    deletePalletReceipt(app.db, sessionOf(request), request.body.id),
  );

  app.get(
    '/palletReceiptPdf',
    { config: { ...user, rawBody: true }, schema: { querystring: palletReceiptQuerySchema } },
    async (request, reply) => {
      const session = sessionOf(request);
      const { receipt } = await visibleReceipt(app.db, session, request.query.id);
      const pdf = await receiptPdf(receipt, session.marketId, sessionLanguage(session));
      // A raw answer has no `auth` envelope: a token renewed on this call travels in a header.
      if (request.renewedToken) reply.header('X-Auth-Token', request.renewedToken);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(`${receipt.receiptNo}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
  app.post(
    '/palletReceiptEmail',
    { config: user, schema: { body: palletReceiptEmailSchema } },
    async (request) => {
      const queued = await emailPalletReceipt(app.db, sessionOf(request), request.body);
      await sendEmailSoon(app.jobs, request.log);
      return queued;
    },
  );
};
