import fs from 'node:fs/promises';
import path from 'node:path';

export type CacheSource = 'memory' | 'disk';

/**
 * Resized pictures by key (template, name and the original's version): in memory up to a byte cap,
 * oldest used first out, and on disk under DATA_DIR/media-cache so a restart does not resize again.
 * Keys are made of validated names only (media-templates.ts), so they are safe file names.
 */
export class MediaCache {
  private readonly memory = new Map<string, Buffer>();
  private memoryBytes = 0;

  constructor(
    private readonly dir: string | null,
    private readonly maxMemoryBytes = 16 * 1024 * 1024,
  ) {}

  async get(key: string): Promise<{ bytes: Buffer; source: CacheSource } | null> {
    const kept = this.memory.get(key);
    if (kept) {
      // Used again: to the back of the eviction order.
      this.memory.delete(key);
      this.memory.set(key, kept);
      return { bytes: kept, source: 'memory' };
    }
    if (!this.dir) return null;
    try {
      const bytes = await fs.readFile(path.join(this.dir, key));
      this.remember(key, bytes);
      return { bytes, source: 'disk' };
    } catch {
      return null;
    }
  }

  async set(key: string, bytes: Buffer): Promise<void> {
    this.remember(key, bytes);
    if (!this.dir) return;
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: another process reading the key never sees half a picture.
    const part = `${file}.${process.pid}.part`;
    await fs.writeFile(part, bytes);
    await fs.rename(part, file);
  }

  private remember(key: string, bytes: Buffer) {
    if (bytes.length > this.maxMemoryBytes) return;
    this.memory.set(key, bytes);
    this.memoryBytes += bytes.length;
    for (const [oldest, old] of this.memory) {
      if (this.memoryBytes <= this.maxMemoryBytes) break;
      this.memory.delete(oldest);
      this.memoryBytes -= old.length;
    }
  }
}
