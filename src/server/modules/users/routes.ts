import { requestFacts } from '../../audit/write-audit-log.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeSchema } from '../../../domain/session/passwords.ts';
import { profileSchema } from '../../../domain/session/profile.ts';
import { userListQuerySchema, userQuerySchema } from '../../../domain/users/user-queries.ts';
import { sessionOf } from '../../http/access.ts';
import { changePassword, getUser, listUsers, listWebTasks, saveProfile } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get('/webtaskUsers', { config: user }, (request) => listWebTasks(app.db, sessionOf(request)));

  app.get('/user', { config: user, schema: { querystring: userQuerySchema } }, (request) =>
    getUser(app.db, sessionOf(request), request.query.id),
  );

  app.post('/user', { config: user, schema: { body: profileSchema } }, (request) =>
    saveProfile(app.db, sessionOf(request), request.body),
  );

  // Not replayable: under an Idempotency-Key the call would run in one transaction, and the refusal of
  // a wrong old password would roll back the failure it must count (issue 14 item 2).
  const notReplayed = { ...user, replayable: false } as const;
  app.post('/userPassword', { config: notReplayed, schema: { body: passwordChangeSchema } }, (request) =>
    changePassword(app.db, sessionOf(request), request.body, app.config, requestFacts(request)),
  );

  app.get(
    '/Users',
    { config: { access: ['customerAdmin', 'globalAdmin'] }, schema: { querystring: userListQuerySchema } },
    (request) => listUsers(app.db, sessionOf(request), request.query),
  );
};
