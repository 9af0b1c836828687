import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionsRequestSchema } from '../../../domain/session/actions.ts';
import { languageRequestSchema } from '../../../domain/session/language.ts';
import { loginRequestSchema } from '../../../domain/session/login.ts';
import { userSwitchSchema } from '../../../domain/session/user-switch.ts';
import { deleteSession, reloadSession } from '../../auth/session.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { sessionOf } from '../../http/access.ts';
import { requestFacts, sessionActor, writeAuditLog } from '../../audit/write-audit-log.ts';
import { runActions } from './actions-service.ts';
import { login } from './login-service.ts';
import { sessionStatus } from './status.ts';
import { switchActingUser } from './user-switch-service.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;
  // The start bundle, the status, the language and logout are what a user needs on the GDPR page.
  const beforeGdpr = { access: ['user'], beforeGdpr: true } as const;

  app.post(
    '/Login',
    // The answer is a session token, which the server never stores (ARCHITECTURE.md): no replay.
    { config: { access: 'public', replayable: false }, schema: { body: loginRequestSchema } },
    async (request) => {
      const { token, status } = await login(app.db, app.config, request.market, request.body, request.ip);
      await writeAuditLog(app.db, {
        ...requestFacts(request),
        type: 'login',
        marketId: request.market,
        userId: status.loginUser.id,
        loginName: status.loginUser.loginName,
        customerId: status.loginUser.customerId,
        subject: status.loginUser.loginName,
      });
      request.renewedToken = token;
      return { token, ...status };
    },
  );

  app.post('/logout', { config: beforeGdpr }, async (request) => {
    await deleteSession(app.db, sessionOf(request).id);
    return { loggedOut: true };
  });

  app.get('/Status', { config: beforeGdpr }, (request) => sessionStatus(app.db, sessionOf(request)));

  app.get('/Language', { config: beforeGdpr }, (request) => ({
    language: sessionLanguage(sessionOf(request)),
  }));

  app.post('/Language', { config: beforeGdpr, schema: { body: languageRequestSchema } }, async (request) => {
    const session = sessionOf(request);
    const { language } = request.body;
    await inTransaction(app.db, async (trx) => {
      await trx.updateTable('sessions').set({ language }).where('id', '=', session.id).execute();
      await trx
        .updateTable('users')
        .set((eb) => ({ language, version: eb('version', '+', 1) }))
        .where('id', '=', session.loginUser.id)
        .execute();
    });
    return { language };
  });

  app.post('/Actions', { config: beforeGdpr, schema: { body: actionsRequestSchema } }, (request) =>
    runActions(app.db, sessionOf(request), request.body, (error, name) =>
      request.log.error({ err: error, action: name }, 'action failed'),
    ),
  );

  app.post('/status', { config: user, schema: { body: userSwitchSchema } }, async (request) => {
    const session = sessionOf(request);
    await switchActingUser(app.db, session, request.body);
    const switched = await reloadSession(app.db, session);
    await writeAuditLog(app.db, {
      ...requestFacts(request),
      ...sessionActor(switched),
      type: 'userSwitch',
      subject: switched.isImpersonating ? switched.actingUser.loginName : session.loginUser.loginName,
      details: {
        customerId: switched.customerId,
        locationId: switched.locationId,
        actingUserId: switched.actingUser.id,
        backToLoginUser: !switched.isImpersonating,
      },
    });
    return sessionStatus(app.db, switched);
  });
};
