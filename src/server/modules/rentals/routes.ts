import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  freeContainersQuerySchema,
  rentalCloseSchema,
  rentalIdQuerySchema,
  rentalInputSchema,
  rentalListQuerySchema,
  rentalOpenSchema,
} from '../../../domain/containers/rental-input.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { sessionOf } from '../../http/access.ts';
import { containerReader } from '../containers/container-access.ts';
import { closeRental, createRental, freeContainers, listRentals, openRental, readRental } from './service.ts';

/**
 * Rentals (issue 20 item 4): Registered → Open → Closed. Who may call is the Container menu's rule
 * (container-access.ts); which rows, the container scopes: reading the read scope, changing the write
 * scope (another customer's rental, or one the session only reads, is not found).
 */
export const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: ['user'] } as const;

  app.get('/Rentals', { config: user, schema: { querystring: rentalListQuerySchema } }, async (request) => {
    const session = sessionOf(request);
    const scopes = await containerReader(app.db, session);
    return listRentals(app.db, scopes, sessionLanguage(session), request.query);
  });

  app.get('/Rental', { config: user, schema: { querystring: rentalIdQuerySchema } }, async (request) => {
    const session = sessionOf(request);
    const scopes = await containerReader(app.db, session);
    return readRental(app.db, scopes, sessionLanguage(session), request.query.id);
  });

  app.get(
    '/FreeContainers',
    { config: user, schema: { querystring: freeContainersQuerySchema } },
    async (request) => {
      const session = sessionOf(request);
      const scopes = await containerReader(app.db, session);
      return freeContainers(app.db, session, scopes, sessionLanguage(session), request.query.rentalId);
    },
  );

  app.post('/rental', { config: user, schema: { body: rentalInputSchema } }, async (request) => {
    const session = sessionOf(request);
    const scopes = await containerReader(app.db, session);
    return createRental(app.db, session, scopes, sessionLanguage(session), request.body);
  });

  app.post('/rentalOpen', { config: user, schema: { body: rentalOpenSchema } }, async (request) => {
    const session = sessionOf(request);
    const scopes = await containerReader(app.db, session);
    return openRental(app.db, session, scopes, sessionLanguage(session), request.body);
  });

  app.post('/rentalClose', { config: user, schema: { body: rentalCloseSchema } }, async (request) => {
    const session = sessionOf(request);
    const scopes = await containerReader(app.db, session);
    return closeRental(app.db, session, scopes, sessionLanguage(session), request.body);
  });
};
