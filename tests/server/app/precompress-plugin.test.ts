import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../../scripts/precompress-plugin.ts';

/** Runs the plugin as Vite does after a build into `outDir`. */
async function runAfterBuild(outDir: string) {
  const plugin = precompressAssets();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root: outDir, build: { outDir } } as ResolvedConfig);
  const closeBundle = plugin.closeBundle as { handler: () => Promise<void> };
  await closeBundle.handler();
}

describe('the build writes brotli and gzip copies of its files (issue 15 item 11)', () => {
  let outDir: string;
  const script = `export const names = [${Array.from({ length: 300 }, (_, i) => `"name ${i}"`).join(',')}];`;
  const files: Record<string, string | Buffer> = {
    'assets/start-abc.js': script,
    'assets/start-abc.css': `.a{color:red}${'.b{margin:0 auto;padding:4px}'.repeat(60)}`,
    'sw.js': script,
    'themes/cma/manifest.webmanifest': JSON.stringify({ name: 'x'.repeat(2000) }),
    'assets/tiny-abc.js': 'export const a = 1;',
    'assets/start-abc.js.map': JSON.stringify({ version: 3, mappings: 'A'.repeat(4000) }),
    'icons/icon-512.png': Buffer.alloc(4000, 7),
    '.vite/manifest.json': JSON.stringify({ entry: 'y'.repeat(4000) }),
  };

  beforeAll(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pallet-precompress-'));
    for (const [name, content] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
      await fs.writeFile(path.join(outDir, name), content);
    }
    await runAfterBuild(outDir);
  });
  afterAll(() => fs.rm(outDir, { recursive: true, force: true }));

  it('compresses scripts, styles, the service worker and manifests, each copy the same bytes', async () => {
    for (const name of [
      'assets/start-abc.js',
      'assets/start-abc.css',
      'sw.js',
      'themes/cma/manifest.webmanifest',
    ]) {
      const source = await fs.readFile(path.join(outDir, name));
      const br = await fs.readFile(path.join(outDir, `${name}.br`));
      const gz = await fs.readFile(path.join(outDir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(source), name).toBe(true);
      expect(gunzipSync(gz).equals(source), name).toBe(true);
      expect(br.length, name).toBeLessThan(source.length / 2);
    }
  });

  it('leaves small files, images, source maps and the build manifest without copies', async () => {
    const written = await fs.readdir(outDir, { recursive: true });
    for (const name of [
      'assets/tiny-abc.js',
      'assets/start-abc.js.map',
      'icons/icon-512.png',
      '.vite/manifest.json',
    ]) {
      expect(written, name).not.toContain(`${name}.br`);
      expect(written, name).not.toContain(`${name}.gz`);
    }
  });
});
