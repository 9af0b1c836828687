import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files that tell the client what version runs: never cached (ARCHITECTURE.md). */
const neverCached = new Set(['index.html', 'sw.js', 'version.json', 'manifest.webmanifest']);

/**
 * Serves the built PWA from `dist/`: hashed assets immutable, the shell files never cached, and any
 * other GET that asks for HTML gets index.html (SPA fallback) so deep links work.
 */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) app.log.warn({ staticDir }, 'no built app found; run `npm run build` to serve the PWA');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build's .br and .gz copies (scripts/precompress-plugin.ts), chosen by Accept-Encoding, with
      // Vary: Accept-Encoding; a file without a copy goes out as it is (issue 15 item 11).
      preCompressed: true,
      // Source maps stay on the server (issue 14 item 10): they would hand out the source. The copies are
      // reached only through their file's own path, which names its type.
      allowedPath: (pathName: string) => !/\.(map|br|gz)$/i.test(pathName),
      setHeaders: (reply, filePath: string) => {
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        if (neverCached.has(name)) reply.header('Cache-Control', 'no-store');
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else reply.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // The API and the media handler answer for their own paths: a name they do not know (`..` too) is
    // a 404 there, never the app's page.
    const notAScreen = url.startsWith('/api/') || url.startsWith('/media/');
    if (notAScreen || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ error: { message: `Not found: ${url}`, type: 'NotFound' } });
    }
    // A path with a file extension is a missing file, not a screen.
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ error: { message: `Not found: ${url}`, type: 'NotFound' } });
    }
    return reply.header('Cache-Control', 'no-store').type('text/html').sendFile('index.html');
  });
}
