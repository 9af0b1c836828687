import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isMediaTemplateName, mediaTemplates } from '../../../domain/media/media-templates.ts';
import { notFound } from '../../http/errors.ts';
import type { CacheSource, MediaCache } from './media-cache.ts';
import { renderPicture } from './render-picture.ts';

/** Raised when the renderer or the templates' meaning change, so no older picture is served again. */
const renderVersion = 1;

export interface MediaPicture {
  bytes: Buffer;
  /** The picture's version: template, name and the original's size and time. The ETag and cache key. */
  version: string;
  source: CacheSource | 'rendered';
}

/** The client already holds this version (its If-None-Match named it): nothing was read or resized. */
export interface MediaNotModified {
  version: string;
  source: 'not-modified';
}

/** The ETag of a picture's version (strong: the same version is the same bytes). */
export function mediaEtag(version: string) {
  return `"${version}"`;
}

/** Whether an If-None-Match header names this ETag: `*`, or one of its comma list, weak or strong (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The original's file in its template's folder of the assets base; 404 when there is none. */
async function originalOf(assetsDir: string, folder: string, name: string) {
  const dir = path.join(assetsDir, folder);
  const file = path.join(dir, name);
  // The name is a single validated file name (mediaNamePattern); this only makes sure of it.
  if (path.dirname(file) !== dir) throw notFound(`No picture '${name}'`);
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw new Error('not a file');
    return { file, stat };
  } catch {
    throw notFound(`No picture '${name}'`);
  }
}

/**
 * The media handler (spec §7): an original of the assets base in a template's size, resized once and
 * then served from the cache; a second request for the same picture never resizes. Requests for a
 * picture being resized wait for that one resize. A client that names the current version in
 * If-None-Match is answered from the original's stat alone: no cache read, no resize.
 */
export function makeMediaService(assetsDir: string, cache: MediaCache, render = renderPicture) {
  const resizing = new Map<string, Promise<Buffer>>();

  function mediaPicture(templateName: string, name: string): Promise<MediaPicture>;
  function mediaPicture(
    templateName: string,
    name: string,
    ifNoneMatch: string | undefined,
  ): Promise<MediaPicture | MediaNotModified>;
  async function mediaPicture(
    templateName: string,
    name: string,
    ifNoneMatch?: string,
  ): Promise<MediaPicture | MediaNotModified> {
    if (!isMediaTemplateName(templateName)) throw notFound(`No media template '${templateName}'`);
    const template = mediaTemplates[templateName];
    const { file, stat } = await originalOf(assetsDir, template.folder, name);
    const version = createHash('sha256')
      .update(JSON.stringify([renderVersion, template, name, stat.size, stat.mtimeMs]))
      .digest('hex')
      .slice(0, 24);
    if (matchesEtag(ifNoneMatch, mediaEtag(version))) return { version, source: 'not-modified' };
    const key = { folder: templateName, name, version, format: template.format };
    const resizeKey = `${templateName}/${name}.${version}`;

    const cached = await cache.get(key);
    if (cached) return { bytes: cached.bytes, version, source: cached.source };
    let pending = resizing.get(resizeKey);
    if (!pending) {
      pending = (async () => {
        const bytes = await render(await fs.readFile(file), path.extname(name).slice(1), template);
        await cache.set(key, bytes);
        return bytes;
      })().finally(() => resizing.delete(resizeKey));
      resizing.set(resizeKey, pending);
    }
    return { bytes: await pending, version, source: 'rendered' };
  }

  return mediaPicture;
}
