import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaParamsSchema } from '../../../domain/media/media-templates.ts';
import { MediaCache } from './media-cache.ts';
import { makeMediaService } from './service.ts';

/** A picture's address names its version by its original's name: it never changes, so cache it for good. */
const immutable = 'public, max-age=31536000, immutable';

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
      const picture = await mediaPicture(request.params.template, request.params.name);
      const etag = `"${picture.version}"`;
      reply
        .header('Cache-Control', immutable)
        .header('ETag', etag)
        // Whether this answer was resized now or read from the cache (tests, bench/media.ts).
        .header('X-Media-Cache', picture.source);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(picture.bytes);
    },
  );
};
