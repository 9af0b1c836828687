import type { Kysely } from 'kysely';
import type { CacheInfo, CacheClear } from '../../../domain/global-admin/caches.ts';
import type { CacheBus } from '../../cache/cache-bus.ts';
import { clearCaches, hasCache, listCaches } from '../../cache/cache-registry.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** GET caches: this process's caches with their entries, hits and misses (issue 19 item 6). */
export function cacheList(): CacheInfo[] {
  return listCaches().map((cache) => ({ ...cache, clearedAt: cache.clearedAt.toISOString() }));
}

/**
 * POST cacheClear: empties one cache or all here at once, and tells every other process on the
 * database to do the same (cache-bus.ts). An unknown name is a 404.
 */
export async function clearCache(db: Kysely<DB>, bus: CacheBus, request: CacheClear) {
  if (request.name !== undefined && !hasCache(request.name)) throw notFound(`No cache named ${request.name}`);
  const names = request.name === undefined ? null : [request.name];
  const cleared = clearCaches(names);
  await bus.publish(db, { names });
  return { cleared };
}
