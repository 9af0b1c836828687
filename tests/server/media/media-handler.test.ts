import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTemplates } from '../../../src/domain/media/media-templates.ts';
import { MediaCache } from '../../../src/server/modules/media/media-cache.ts';
import { renderPicture } from '../../../src/server/modules/media/render-picture.ts';
import { makeMediaService } from '../../../src/server/modules/media/service.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the media handler: product pictures in template sizes (spec §7)', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it.each(Object.entries(mediaTemplates))('serves %s in its size, as PNG', async (template, size) => {
    const answer = await get(`/media/${template}/eur.svg`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(pngSize(answer.rawPayload)).toEqual({ width: size.width, height: size.height });
  });

  it('sends product-icon small, fresh a day and revalidated by ETag, to anyone (no login)', async () => {
    const answer = await get('/media/product-icon/half.svg');
    expect(answer.statusCode).toBe(200);
    // Not immutable: the address stays when its picture changes (a new original, a new renderer).
    expect(answer.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(answer.headers['cache-control']).not.toContain('immutable');
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
    // A tablet's icon: a few KB at most.
    expect(answer.rawPayload.length).toBeLessThan(4 * 1024);
    const again = await get('/media/product-icon/half.svg', { 'if-none-match': String(answer.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(answer.headers.etag);
    expect(again.headers['cache-control']).toBe(answer.headers['cache-control']);
  });

  it('answers 304 from the original alone: a picture never resized is not resized for it', async () => {
    // The ETag the server will give this picture, learned without rendering it (nor asking the app).
    const noRender: typeof renderPicture = () => Promise.reject(new Error('must not resize'));
    const { version } = await makeMediaService(path.resolve('public'), new MediaCache(null), noRender)(
      'product-image-medium',
      'plastic.svg',
      '*',
    );
    const etag = `"${version}"`;
    const notModified = await get('/media/product-image-medium/plastic.svg', {
      'if-none-match': `"other", W/${etag}`,
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['x-media-cache']).toBe('not-modified');
    // The 304 put nothing in the cache: the first real request resizes.
    const first = await get('/media/product-image-medium/plastic.svg', { 'if-none-match': '"other"' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-media-cache']).toBe('rendered');
  });

  it('resizes once: the second request is served from the cache, the same bytes', async () => {
    const first = await get('/media/product-image-xsmall/quarter.svg');
    expect(first.headers['x-media-cache']).toBe('rendered');
    const second = await get('/media/product-image-xsmall/quarter.svg');
    expect(second.headers['x-media-cache']).toBe('memory');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 404 for an unknown template or picture', async () => {
    const template = await get('/media/product-huge/eur.svg');
    expect(template.statusCode).toBe(404);
    expect(JSON.parse(template.body)).toMatchObject({
      error: { message: "No media template 'product-huge'" },
    });
    const picture = await get('/media/product-icon/nosuch.svg');
    expect(picture.statusCode).toBe(404);
    expect(JSON.parse(picture.body)).toMatchObject({ error: { message: "No picture 'nosuch.svg'" } });
  });

  it.each([
    '..%2F..%2Fpackage.json',
    '..%2Fpublic%2Ffavicon.svg',
    '%2Fetc%2Fpasswd',
    '.hidden.svg',
    'eur.svg%00.png',
    'eur.txt',
    '..',
  ])('refuses the name %s: never a file outside the template folder', async (name) => {
    const answer = await get(`/media/product-icon/${name}`);
    expect([400, 404]).toContain(answer.statusCode);
    expect(answer.headers['content-type']).not.toBe('image/png');
    if (answer.statusCode === 400) expect(JSON.parse(answer.body).error.message).toContain('name');
  });
});

describe('the media cache on disk (DATA_DIR/media-cache)', () => {
  it('resizes a picture once for requests that arrive together', async () => {
    let renders = 0;
    const counting: typeof renderPicture = (...args) => {
      renders += 1;
      return renderPicture(...args);
    };
    const mediaPicture = makeMediaService(path.resolve('public'), new MediaCache(null), counting);
    const together = await Promise.all([1, 2, 3].map(() => mediaPicture('product-image-small', 'crate.svg')));
    expect(renders).toBe(1);
    expect(new Set(together.map((picture) => picture.bytes.toString('base64'))).size).toBe(1);
    expect((await mediaPicture('product-image-small', 'crate.svg')).source).toBe('memory');
    expect(renders).toBe(1);
  });

  it('keeps resized pictures across a restart, so a new process does not resize again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-cache-'));
    try {
      const first = makeMediaService(path.resolve('public'), new MediaCache(dir));
      expect((await first('product-icon', 'ind.svg')).source).toBe('rendered');
      const restarted = makeMediaService(path.resolve('public'), new MediaCache(dir));
      const picture = await restarted('product-icon', 'ind.svg');
      expect(picture.source).toBe('disk');
      expect(fs.readdirSync(path.join(dir, 'product-icon'))).toEqual([`ind.svg.${picture.version}.png`]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('resizes a large PNG original too, to a picture a fraction of its size', async () => {
    const assets = fs.mkdtempSync(path.join(os.tmpdir(), 'media-assets-'));
    try {
      fs.mkdirSync(path.join(assets, 'products'));
      const photo = await renderPicture(fs.readFileSync('public/products/eur.svg'), 'svg', {
        folder: 'products',
        width: 1200,
        height: 1200,
        format: 'png',
      });
      fs.writeFileSync(path.join(assets, 'products', 'eur-photo.png'), photo);
      const icon = await makeMediaService(assets, new MediaCache(null))('product-icon', 'eur-photo.png');
      expect(pngSize(icon.bytes)).toEqual({ width: 64, height: 64 });
      expect(icon.bytes.length * 10).toBeLessThan(photo.length);
    } finally {
      fs.rmSync(assets, { recursive: true, force: true });
    }
  });
});
