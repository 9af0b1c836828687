import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Types that shrink when compressed; images and fonts are compressed already, maps are never served. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/i;
/** Below about one packet, compression saves nothing worth a file. */
const minBytes = 1024;
/** Brotli's best quality takes seconds on a megabyte (the barcode reader's wasm); 9 is 14 % larger there. */
const bestQualityUpTo = 512 * 1024;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompress(file: string) {
  const source = await fs.readFile(file);
  if (source.length < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]:
          source.length <= bestQualityUpTo ? zlib.constants.BROTLI_MAX_QUALITY : 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file would only cost the server a look-up.
  if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, which
 * @fastify/static's `preCompressed` serves by the request's Accept-Encoding (issue 15 item 11). It runs
 * after every other plugin has written its files, so sw.js and the web manifests get copies too. The
 * copies are not in the precache manifest (its patterns name the plain files); the service worker's
 * fetches ask with the browser's Accept-Encoding and get them.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pallet-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesBelow(outDir)).filter(
          (file) => compressible.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
        );
        await Promise.all(files.map(precompress));
      },
    },
  };
}
