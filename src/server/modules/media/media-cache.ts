import fs from 'node:fs/promises';
import path from 'node:path';

export type CacheSource = 'memory' | 'disk';

/** A resized picture's place in the cache: `{folder}/{name}.{version}.{format}`. */
export interface MediaCacheKey {
  folder: string;
  name: string;
  version: string;
  format: string;
}

/** A `.part` file older than this is left over from a crashed write (a picture is written in milliseconds). */
const stalePartMs = 60_000;

function keyPath({ folder, name, version, format }: MediaCacheKey) {
  return `${folder}/${name}.${version}.${format}`;
}

/**
 * Resized pictures by key (template, name and the original's version): in memory up to a byte cap,
 * oldest used first out, and on disk under DATA_DIR/media-cache so a restart does not resize again.
 * A name keeps one version: writing a new one removes the older ones, so the disk does not fill with
 * pictures no address can reach any more. Keys are made of validated names only (media-templates.ts),
 * so they are safe file names, and a name (one dot) is never the prefix `{name}.` of another.
 */
export class MediaCache {
  private readonly memory = new Map<string, Buffer>();
  private memoryBytes = 0;

  constructor(
    private readonly dir: string | null,
    private readonly maxMemoryBytes = 16 * 1024 * 1024,
  ) {}

  /** Bytes held in memory (tests). */
  get memoryUsed() {
    return this.memoryBytes;
  }

  async get(key: MediaCacheKey): Promise<{ bytes: Buffer; source: CacheSource } | null> {
    const id = keyPath(key);
    const kept = this.memory.get(id);
    if (kept) {
      // Used again: to the back of the eviction order.
      this.memory.delete(id);
      this.memory.set(id, kept);
      return { bytes: kept, source: 'memory' };
    }
    if (!this.dir) return null;
    try {
      const bytes = await fs.readFile(path.join(this.dir, id));
      this.remember(id, bytes);
      return { bytes, source: 'disk' };
    } catch {
      return null;
    }
  }

  async set(key: MediaCacheKey, bytes: Buffer): Promise<void> {
    const id = keyPath(key);
    const siblingPrefix = `${key.folder}/${key.name}.`;
    for (const [other, old] of this.memory) {
      if (other !== id && other.startsWith(siblingPrefix)) this.forget(other, old);
    }
    this.remember(id, bytes);
    if (!this.dir) return;
    const file = path.join(this.dir, id);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: another process reading the key never sees half a picture.
    const part = `${file}.${process.pid}.part`;
    await fs.writeFile(part, bytes);
    await fs.rename(part, file);
    await this.removeSiblings(key, path.basename(file));
  }

  /** Older versions of the name, and `.part` files a crashed write left; a failure here only costs disk. */
  private async removeSiblings(key: MediaCacheKey, current: string) {
    const folder = path.join(this.dir!, key.folder);
    const prefix = `${key.name}.`;
    const entries = await fs.readdir(folder).catch(() => [] as string[]);
    for (const entry of entries) {
      if (entry === current || !entry.startsWith(prefix)) continue;
      const file = path.join(folder, entry);
      try {
        if (entry.endsWith('.part')) {
          // Another process may be writing this one right now: only a leftover goes.
          const { mtimeMs } = await fs.stat(file);
          if (Date.now() - mtimeMs < stalePartMs) continue;
        } else if (!entry.endsWith(`.${key.format}`)) {
          continue;
        }
        await fs.rm(file, { force: true });
      } catch {
        // Another process removed it first: nothing left to do.
      }
    }
  }

  private remember(id: string, bytes: Buffer) {
    // A key written again (two processes, or memory and disk) replaces its bytes, not adds to them.
    const previous = this.memory.get(id);
    if (previous) this.forget(id, previous);
    if (bytes.length > this.maxMemoryBytes) return;
    this.memory.set(id, bytes);
    this.memoryBytes += bytes.length;
    for (const [oldest, old] of this.memory) {
      if (this.memoryBytes <= this.maxMemoryBytes) break;
      this.forget(oldest, old);
    }
  }

  private forget(id: string, bytes: Buffer) {
    this.memory.delete(id);
    this.memoryBytes -= bytes.length;
  }
}
