import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shopClosingsQuerySchema,
  shopDayCloseInputSchema,
  shopExportQuerySchema,
  shopFilterSchema,
  shopListQuerySchema,
  shopReverseInputSchema,
  shopTransactionInputSchema,
} from '../../../domain/shop-accounting/schemas.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import { sessionOf } from '../../http/access.ts';
import { attachmentDisposition } from '../order-comments/content-disposition.ts';
import { shopExportColumns, shopExportStream } from './export.ts';
import { marketToday } from './queries.ts';
import {
  closeDay,
  createEntry,
  entryBatches,
  listClosings,
  listEntries,
  reverseEntry,
  shopOptions,
  shopTotals,
} from './service.ts';
import { shopActorOf } from './shop-actor.ts';
import { periodOf } from '../../../domain/shop-accounting/period.ts';

/**
 * Shop accounting (issue 20 item 5): the provider's shop and wholesale ledger of the session's market.
 * Every call is for provider staff, global admins and the users the provider enabled (shop-actor.ts:
 * 403 for anyone else); closing a day is for provider staff and global admins only.
 */
export const shopAccountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const keeper = { access: ['user'] } as const;
  const staff = { access: ['provider', 'globalAdmin'] } as const;
  const actorOf = (request: FastifyRequest) => shopActorOf(app.db, sessionOf(request));
  const languageOf = (request: FastifyRequest) => sessionLanguage(sessionOf(request));

  app.get('/ShopOptions', { config: keeper }, async (request) =>
    shopOptions(app.db, await actorOf(request), languageOf(request)),
  );
  app.get(
    '/ShopTransactions',
    { config: keeper, schema: { querystring: shopListQuerySchema } },
    async (request) => listEntries(app.db, await actorOf(request), request.query, languageOf(request)),
  );
  app.get('/ShopTotals', { config: keeper, schema: { querystring: shopFilterSchema } }, async (request) =>
    shopTotals(app.db, await actorOf(request), request.query),
  );
  app.post(
    '/shopTransaction',
    { config: keeper, schema: { body: shopTransactionInputSchema } },
    async (request) => createEntry(app.db, await actorOf(request), request.body, languageOf(request)),
  );
  app.post(
    '/shopTransactionReverse',
    { config: keeper, schema: { body: shopReverseInputSchema } },
    async (request) => reverseEntry(app.db, await actorOf(request), request.body, languageOf(request)),
  );
  app.get(
    '/ShopClosings',
    { config: keeper, schema: { querystring: shopClosingsQuerySchema } },
    async (request) => listClosings(app.db, await actorOf(request), request.query),
  );
  app.post('/shopDayClose', { config: staff, schema: { body: shopDayCloseInputSchema } }, async (request) =>
    closeDay(app.db, await actorOf(request), request.body.date),
  );
  app.get(
    '/ShopTransactionsExport',
    { config: { ...keeper, rawBody: true }, schema: { querystring: shopExportQuerySchema } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const language = languageOf(request);
      const { format, ...filter } = request.query;
      const period = periodOf(filter, await marketToday(app.db, actor.marketId));
      const stream = shopExportStream(
        format,
        shopExportColumns(language, actor.marketId),
        entryBatches(app.db, actor, filter, language),
        language,
      );
      const name = `shop-accounting-${period.from}-${period.to}.${format}`;
      // A raw answer has no `auth` envelope: a token renewed on this call travels in a header.
      if (request.renewedToken) reply.header('X-Auth-Token', request.renewedToken);
      return reply
        .header(
          'Content-Type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('Content-Disposition', attachmentDisposition(name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
