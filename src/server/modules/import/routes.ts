import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importApproveBodyLimit, importCheckBodyLimit } from '../../../domain/admin/import/import-kinds.ts';
import {
  importApproveInputSchema,
  importCheckInputSchema,
} from '../../../domain/admin/import/import-schemas.ts';
import { sessionOf } from '../../http/access.ts';
import { requestFacts, sessionActor, writeAuditLog } from '../../audit/write-audit-log.ts';
import { sendEmailSoon } from '../email/send-soon.ts';
import { unusablePasswordHash } from '../../auth/password.ts';
import { readImportFile } from './read-file.ts';
import { importFormLimits, readImportForm, type ImportForm } from './read-form.ts';
import { closeSheetReaders } from './read-sheet-in-worker.ts';
import { approveImport, checkImport } from './service.ts';

/**
 * Import under Company → Locations, External locations and Users (issue 17 item 8; spec §2 Import
 * dialog), for customer admins and global admins acting for a customer. The file is read on the
 * server and answered as rows; nothing is staged: check and approve take the mapped rows.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: ['customerAdmin'] } as const;
  app.addHook('onClose', closeSheetReaders);

  // The file is read whole in preHandler, before any transaction opens (issue 14 item 1).
  const forms = new WeakMap<object, ImportForm>();
  app.post(
    '/importRead',
    {
      config: { ...admin, upload: importFormLimits },
      preHandler: async (request) => {
        forms.set(request, await readImportForm(request));
      },
    },
    (request) => {
      const form = forms.get(request);
      if (!form) throw new Error('POST importRead ran without its file read');
      return readImportFile(form.fileName, form.content, form.options);
    },
  );

  app.post(
    '/importCheck',
    { config: admin, bodyLimit: importCheckBodyLimit, schema: { body: importCheckInputSchema } },
    (request) => checkImport(app.db, sessionOf(request), request.body),
  );

  app.post(
    '/importApprove',
    { config: admin, bodyLimit: importApproveBodyLimit, schema: { body: importApproveInputSchema } },
    async (request) => {
      const { imported, welcomeMails } = await approveImport(app.db, sessionOf(request), request.body, {
        publicUrl: app.config.publicUrl,
        unusablePasswordHash: () => unusablePasswordHash(app.config.passwordHashCost),
      });
      await writeAuditLog(app.db, {
        ...requestFacts(request),
        ...sessionActor(sessionOf(request)),
        type: 'import',
        subject: `${request.body.kind}: ${imported}`,
        details: { kind: request.body.kind, imported },
      });
      if (welcomeMails > 0) await sendEmailSoon(app.jobs, request.log);
      return { imported };
    },
  );
};
