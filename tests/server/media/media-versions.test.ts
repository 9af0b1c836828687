import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaCache, type MediaCacheKey } from '../../../src/server/modules/media/media-cache.ts';
import { renderPicture } from '../../../src/server/modules/media/render-picture.ts';
import { matchesEtag, makeMediaService } from '../../../src/server/modules/media/service.ts';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${fill}"/></svg>`;

describe('a picture that changes behind the same address', () => {
  let assets: string;
  let cacheDir: string;
  beforeEach(() => {
    assets = fs.mkdtempSync(path.join(os.tmpdir(), 'media-assets-'));
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-cache-'));
    fs.mkdirSync(path.join(assets, 'products'));
  });
  afterEach(() => {
    fs.rmSync(assets, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  /** Writes the original and dates it, so a new original is a new version even within one clock tick. */
  function writeOriginal(name: string, fill: string, seconds: number) {
    const file = path.join(assets, 'products', name);
    fs.writeFileSync(file, square(fill));
    fs.utimesSync(file, seconds, seconds);
  }

  it('answers 304 before reading the cache or resizing, and the new picture once the original changed', async () => {
    let renders = 0;
    const counting: typeof renderPicture = (...args) => {
      renders += 1;
      return renderPicture(...args);
    };
    const cache = new MediaCache(cacheDir);
    let cacheReads = 0;
    const get = cache.get.bind(cache);
    cache.get = (key) => {
      cacheReads += 1;
      return get(key);
    };
    const mediaPicture = makeMediaService(assets, cache, counting);
    writeOriginal('box.svg', 'red', 1_700_000_000);
    const red = await mediaPicture('product-icon', 'box.svg');
    expect([renders, cacheReads]).toEqual([1, 1]);

    const again = await mediaPicture('product-icon', 'box.svg', `"${red.version}"`);
    expect(again).toEqual({ version: red.version, source: 'not-modified' });
    expect([renders, cacheReads]).toEqual([1, 1]);

    writeOriginal('box.svg', 'blue', 1_700_000_100);
    const blue = await mediaPicture('product-icon', 'box.svg', `"${red.version}"`);
    expect(blue.source).toBe('rendered');
    expect(blue.version).not.toBe(red.version);
    if (blue.source === 'not-modified') throw new Error('unreachable');
    expect(blue.bytes.equals(red.bytes)).toBe(false);
  });

  it('keeps one version of a name on disk: a new one removes the older and leftover .part files', async () => {
    writeOriginal('box.svg', 'red', 1_700_000_000);
    writeOriginal('crate.svg', 'green', 1_700_000_000);
    const mediaPicture = makeMediaService(assets, new MediaCache(cacheDir));
    const red = await mediaPicture('product-icon', 'box.svg');
    const crate = await mediaPicture('product-icon', 'crate.svg');
    const folder = path.join(cacheDir, 'product-icon');
    // A crashed write's leftover (old) and another process's write in progress (new).
    const leftover = path.join(folder, `box.svg.${red.version}.png.999.part`);
    const writing = path.join(folder, `box.svg.${red.version}.png.998.part`);
    fs.writeFileSync(leftover, 'half');
    fs.utimesSync(leftover, 1_700_000_000, 1_700_000_000);
    fs.writeFileSync(writing, 'half');

    writeOriginal('box.svg', 'blue', 1_700_000_100);
    const blue = await mediaPicture('product-icon', 'box.svg');
    expect(blue.source).toBe('rendered');
    expect(fs.readdirSync(folder).sort()).toEqual(
      [
        `box.svg.${blue.version}.png`,
        `box.svg.${red.version}.png.998.part`,
        `crate.svg.${crate.version}.png`,
      ].sort(),
    );
    // A restart finds the new picture on disk, not a resize.
    const restarted = await makeMediaService(assets, new MediaCache(cacheDir))('product-icon', 'box.svg');
    expect([restarted.source, restarted.version]).toEqual(['disk', blue.version]);
  });
});

describe('the media cache in memory', () => {
  const key = (version: string): MediaCacheKey => ({
    folder: 'product-icon',
    name: 'eur.svg',
    version,
    format: 'png',
  });

  it('counts a key written again once, so the byte cap keeps holding what it can', async () => {
    const cache = new MediaCache(null, 100);
    await cache.set(key('a'), Buffer.alloc(40));
    await cache.set(key('a'), Buffer.alloc(40));
    await cache.set(key('a'), Buffer.alloc(30));
    expect(cache.memoryUsed).toBe(30);
    await cache.set({ ...key('b'), name: 'roll.svg' }, Buffer.alloc(60));
    // 90 of 100 bytes: both still kept, none evicted by a miscount.
    expect(cache.memoryUsed).toBe(90);
    expect((await cache.get(key('a')))?.source).toBe('memory');
    expect((await cache.get({ ...key('b'), name: 'roll.svg' }))?.source).toBe('memory');
  });

  it('drops an older version of the name from memory when a new one is set', async () => {
    const cache = new MediaCache(null, 100);
    await cache.set(key('a'), Buffer.alloc(40));
    await cache.set(key('b'), Buffer.alloc(50));
    expect(cache.memoryUsed).toBe(50);
    expect(await cache.get(key('a'))).toBeNull();
  });
});

describe('If-None-Match', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['', false],
  ])('%s names "abc": %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
