import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyInputSchema } from '../../../domain/admin/company.ts';
import { z } from 'zod';
import { sessionOf } from '../../http/access.ts';
import { auditAdminChange } from '../../audit/audit-admin-change.ts';
import { companyCustomerId } from './company-scope.ts';
import { logoFormLimits, readLogoForm, type LogoFile } from './logo-form.ts';
import { deleteLogo, findLogo, logoNotDeleted, saveLogo } from './logo-service.ts';
import { companyNotSaved, readCompany, saveCompany } from './service.ts';

/**
 * Company administration (issue 17 item 1, spec §3 Company): the acting customer's info and logo, for its
 * customer admins and for global admins acting for it. No call takes a customer id (issue 17 item 4).
 */
/** The logo's address carries its etag (`v`) so a new logo is a new address; the server does not need it. */
const logoQuerySchema = z.object({ v: z.string().max(100).optional() });

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: ['customerAdmin'] } as const;

  app.get('/company', { config: admin }, (request) => readCompany(app.db, sessionOf(request)));

  app.post('/company', { config: admin, schema: { body: companyInputSchema } }, async (request) => {
    let company;
    try {
      company = await saveCompany(app.db, sessionOf(request), request.body);
    } catch (error) {
      throw companyNotSaved(error, request.log);
    }
    await auditAdminChange(app.db, request, { entity: 'company', action: 'updated', ...company });
    return company;
  });

  // The file is read whole in preHandler, before the Idempotency-Key's transaction opens (issue 14 item 1).
  const logos = new WeakMap<object, LogoFile>();
  app.post(
    '/companyLogo',
    {
      config: { ...admin, upload: logoFormLimits },
      preHandler: async (request) => {
        // Refused before a byte of the file is buffered.
        companyCustomerId(sessionOf(request));
        logos.set(request, await readLogoForm(request));
      },
    },
    async (request) => {
      const logo = logos.get(request);
      if (!logo) throw new Error('POST companyLogo ran without its file read');
      let saved;
      try {
        saved = await saveLogo(app.db, sessionOf(request), logo);
      } catch (error) {
        throw companyNotSaved(error, request.log);
      }
      await auditAdminChange(app.db, request, { entity: 'companyLogo', action: 'updated' });
      return saved;
    },
  );

  app.get(
    '/companyLogo',
    { config: { access: ['user'], rawBody: true }, schema: { querystring: logoQuerySchema } },
    async (request, reply) => {
      const logo = await findLogo(app.db, sessionOf(request));
      // A raw answer has no `auth` envelope: a token renewed on this call travels in a header.
      if (request.renewedToken) reply.header('X-Auth-Token', request.renewedToken);
      const etag = `"${logo.etag}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Authorization')
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.header('Content-Type', logo.contentType).send(logo.content);
    },
  );

  app.post('/companyLogoDelete', { config: admin }, async (request) => {
    let deleted;
    try {
      deleted = await deleteLogo(app.db, sessionOf(request));
    } catch (error) {
      throw logoNotDeleted(error, request.log);
    }
    await auditAdminChange(app.db, request, { entity: 'companyLogo', action: 'deleted' });
    return deleted;
  });
};
