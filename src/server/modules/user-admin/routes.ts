import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserInputSchema,
  adminUserQuerySchema,
  adminUsersQuerySchema,
} from '../../../domain/admin/users.ts';
import { sessionOf } from '../../http/access.ts';
import { auditAdminChange } from '../../audit/audit-admin-change.ts';
import { sendEmailSoon } from '../email/send-soon.ts';
import { unusablePasswordHash } from '../../auth/password.ts';
import { saveAdminUser } from './save-service.ts';
import { getAdminUser, listAdminUsers } from './service.ts';

/** User administration under Company → Users (issue 17 items 3–4); global admins count as admins. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: ['customerAdmin'] } as const;

  app.get('/adminUsers', { config: admin, schema: { querystring: adminUsersQuerySchema } }, (request) =>
    listAdminUsers(app.db, sessionOf(request), request.query),
  );

  app.get('/adminUser', { config: admin, schema: { querystring: adminUserQuerySchema } }, (request) =>
    getAdminUser(app.db, sessionOf(request), request.query.id),
  );

  app.post('/adminUser', { config: admin, schema: { body: adminUserInputSchema } }, async (request) => {
    const answer = await saveAdminUser(app.db, sessionOf(request), request.body, {
      publicUrl: app.config.publicUrl,
      unusablePasswordHash: () => unusablePasswordHash(app.config.passwordHashCost),
    });
    const { user, created } = answer;
    await auditAdminChange(app.db, request, {
      entity: 'user',
      action: created ? 'created' : 'updated',
      id: user.id,
      name: user.loginName,
    });
    if (answer.welcomeSent) await sendEmailSoon(app.jobs, request.log);
    return answer;
  });
};
