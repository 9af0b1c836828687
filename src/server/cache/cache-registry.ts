import { MemoryCache, type CacheStats } from './memory-cache.ts';

/**
 * The process's in-memory caches by name (issue 19 item 6). A cache is made here once, at module
 * load, so the Caching screen lists every cache the process has, used or not.
 */
const caches = new Map<string, MemoryCache<unknown>>();

export function registerCache<V>(name: string, maxEntries?: number): MemoryCache<V> {
  if (caches.has(name)) throw new Error(`A cache named ${name} is registered twice`);
  const cache = new MemoryCache<V>(name, maxEntries);
  caches.set(name, cache as MemoryCache<unknown>);
  return cache;
}

export function listCaches(): CacheStats[] {
  return [...caches.values()].map((cache) => cache.stats()).sort((a, b) => a.name.localeCompare(b.name));
}

export const hasCache = (name: string) => caches.has(name);

/** Empties the named caches, or all when `names` is null; answers the names it emptied. */
export function clearCaches(names: readonly string[] | null): string[] {
  const chosen = names === null ? [...caches.keys()] : names.filter((name) => caches.has(name));
  for (const name of chosen) caches.get(name)?.clear();
  return chosen.sort();
}
