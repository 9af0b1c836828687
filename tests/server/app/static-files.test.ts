import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('serving the built PWA (ARCHITECTURE.md cache rules)', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pallet-dist-'));
    await fs.mkdir(path.join(staticDir, 'assets'));
    await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await fs.writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    await fs.writeFile(path.join(staticDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
    await fs.writeFile(path.join(staticDir, 'sw.js.map'), '{"version":3,"sources":[]}');
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
