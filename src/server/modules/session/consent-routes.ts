import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentSchema } from '../../../domain/session/consent.ts';
import { reloadSession } from '../../auth/session.ts';
import { sessionOf } from '../../http/access.ts';
import { sessionStatus } from './status.ts';

/**
 * The GDPR confirmation (spec §4 app start) and the customer's standard agreement (spec §4 login).
 * The spec names neither call; see the README's design section.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'], beforeGdpr: true } as const;

  app.post('/gdpr', { config: user, schema: { body: consentSchema } }, async (request) => {
    const session = sessionOf(request);
    await app.db
      .updateTable('users')
      .set((eb) => ({ confirmedGdpr: true, version: eb('version', '+', 1) }))
      .where('id', '=', session.loginUser.id)
      .execute();
    return sessionStatus(app.db, await reloadSession(app.db, session));
  });

  // The agreement binds the customer: only its admin, or a global admin for the customer they act
  // for, may accept it (issue 14 item 9); anyone else is 403 by the access check.
  const admin = { access: ['customerAdmin', 'globalAdmin'], beforeGdpr: true } as const;
  app.post('/agreement', { config: admin, schema: { body: consentSchema } }, async (request) => {
    const session = sessionOf(request);
    await app.db
      .updateTable('customers')
      .set((eb) => ({ agreementStandard: true, version: eb('version', '+', 1) }))
      .where('id', '=', session.customerId)
      .execute();
    return sessionStatus(app.db, session);
  });
};
