import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaParamsSchema } from '../../../domain/media/media-templates.ts';
import { MediaCache } from './media-cache.ts';
import { makeMediaService, mediaEtag } from './service.ts';

/**
 * A picture's address names the original's file, not its version: a new original or renderer gives the
 * same address another picture (another ETag). So a day fresh, then a week served while it is checked
 * again (If-None-Match → 304 costs one stat), never `immutable`.
 */
const cacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * GET /media/{template}/{name} (spec §7 media handler): product pictures resized to a template, outside
 * /api/{market} — the same picture for every market and every user, public (an <img> sends no bearer
 * token), cached by browsers, the service worker and any proxy.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const mediaPicture = makeMediaService(app.config.assetsDir, new MediaCache(app.config.mediaCacheDir));
  app.get(
    '/media/:template/:name',
    { config: { access: 'public' }, schema: { params: mediaParamsSchema } },
    async (request, reply) => {
      const { template, name } = request.params;
      const picture = await mediaPicture(template, name, request.headers['if-none-match']);
      reply
        .header('Cache-Control', cacheControl)
        .header('ETag', mediaEtag(picture.version))
        // Whether this answer was resized now, read from the cache or not needed (tests, bench/media.ts).
        .header('X-Media-Cache', picture.source);
      if (picture.source === 'not-modified') return reply.status(304).send();
      return reply.type('image/png').send(picture.bytes);
    },
  );
};
