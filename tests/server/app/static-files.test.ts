import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('serving the built PWA (ARCHITECTURE.md cache rules)', () => {
  let t: TestApp;
  let staticDir: string;
  const bigScriptPath = 'assets/start-def456.js';
  const bigScript = `export const rows = [${Array.from({ length: 200 }, (_, i) => `"row ${i}"`).join(',')}];`;

  beforeAll(async () => {
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pallet-dist-'));
    await fs.mkdir(path.join(staticDir, 'assets'));
    await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await fs.writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    await fs.writeFile(path.join(staticDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
    await fs.writeFile(path.join(staticDir, 'sw.js.map'), '{"version":3,"sources":[]}');
    // The build's compressed copies (scripts/precompress-plugin.ts).
    for (const file of [bigScriptPath, 'sw.js']) {
      const source = file === 'sw.js' ? 'self.addEventListener("install", () => {});' : bigScript;
      await fs.writeFile(path.join(staticDir, `${file}.br`), brotliCompressSync(source));
      await fs.writeFile(path.join(staticDir, `${file}.gz`), gzipSync(source));
    }
    await fs.writeFile(path.join(staticDir, bigScriptPath), bigScript);
    t = await makeTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  });

  it('marks hashed assets immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an asset as its brotli or gzip copy by Accept-Encoding, still immutable (issue 15 item 11)', async () => {
    const url = `/${bigScriptPath}`;
    const asked = async (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // A file the build left without copies (under 1 KiB) goes out as it is.
    const small = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1);');
  });

  it('never caches the compressed service worker either, and serves no copy by its own name', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-store');
    for (const url of [`/${bigScriptPath}.br`, `/${bigScriptPath}.gz`, '/sw.js.br']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('never serves source maps (issue 14 item 10)', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/sw.js.map', '/assets/INDEX-abc123.js.MAP']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"version":3');
    }
  });

  it('never caches index.html and sw.js', async () => {
    for (const url of ['/index.html', '/sw.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers a screen path with index.html (SPA fallback)', async () => {
    for (const url of ['/', '/login', '/app/orders/42', '/pallet-receipts?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('does not answer a missing file or API call with the app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/no/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.type).toBe('NotFound');
  });
});
