import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { containerStatusInputSchema } from '../../../domain/containers/container-mark.ts';
import {
  containerIdQuerySchema,
  containerListQuerySchema,
  containerNumberQuerySchema,
} from '../../../domain/containers/container-query.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { sessionOf } from '../../http/access.ts';
import { containerReader } from './container-access.ts';
import { findContainerByNumber, listContainers, readContainer } from './container-read.ts';
import { markContainerStatus } from './container-write.ts';

/** Containers: the register, repair marks (issue 20 item 2). */
export const containerRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get(
    '/Containers',
    { config: user, schema: { querystring: containerListQuerySchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return listContainers(app.db, scopes, sessionLanguage(session), request.query);
    },
  );

  app.get(
    '/Container',
    { config: user, schema: { querystring: containerIdQuerySchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return readContainer(app.db, scopes, sessionLanguage(session), request.query.id);
    },
  );

  app.get(
    '/ContainerByNumber',
    { config: user, schema: { querystring: containerNumberQuerySchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return findContainerByNumber(app.db, scopes, sessionLanguage(session), request.query.number);
    },
  );

  app.post(
    '/containerStatus',
    { config: user, schema: { body: containerStatusInputSchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return markContainerStatus(app.db, session, scopes, sessionLanguage(session), request.body);
    },
  );
};
