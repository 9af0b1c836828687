/** What the Caching screen shows of one cache (issue 19 item 6). */
export interface CacheStats {
  name: string;
  entries: number;
  hits: number;
  misses: number;
  clearedAt: Date;
}

/**
 * A named in-memory cache of values loaded on demand. Loads in flight are shared, a failed load is not
 * kept, and a clear during a load keeps that load's value out (it may predate what the clear was for).
 * The oldest entry goes when it is full.
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, Promise<V>>();
  private generation = 0;
  private hits = 0;
  private misses = 0;
  private clearedAt = new Date();

  constructor(
    readonly name: string,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept) {
      this.hits += 1;
      return kept;
    }
    this.misses += 1;
    const generation = this.generation;
    const loading = load();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    void loading.then(
      () => {
        if (generation !== this.generation && this.entries.get(key) === loading) this.entries.delete(key);
      },
      () => undefined,
    );
    return loading;
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
    this.hits = 0;
    this.misses = 0;
    this.clearedAt = new Date();
  }

  stats(): CacheStats {
    const { name, hits, misses, clearedAt } = this;
    return { name, entries: this.entries.size, hits, misses, clearedAt };
  }
}
