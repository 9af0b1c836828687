import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorGuard } from '../http/operator-access.ts';
import { backupStream } from './data-dir-tarball.ts';

/**
 * GET /ops/backup: the PGlite database of this running portal as a gzipped tarball, for
 * `npm run backup` (pglite-backup.ts), which cannot open a folder a portal holds. The dump waits for the
 * transaction in progress to end and holds the next ones back while it copies (Database.dump), so it is
 * a state between two transactions. For the operator only (operator-access.ts).
 */
export const backupRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/backup',
    { exposeHeadRoute: false, preHandler: operatorGuard(app.config) },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { dump } = app.database;
      if (!dump) {
        return reply.code(409).send({
          error:
            'This portal runs on PostgreSQL: npm run backup with DATABASE_URL set backs it up with pg_dump.',
        });
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      return reply
        .type('application/gzip')
        .header('Content-Disposition', `attachment; filename="pallet-portal-${stamp}.tar.gz"`)
        .send(backupStream(await dump()));
    },
  );
};
