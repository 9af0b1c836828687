import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isDatabaseEntry, openBackupTar } from './data-dir-tarball.ts';
import { OpsError } from './ops-error.ts';
import { tarPieces } from './tar-pieces.ts';

/**
 * Writes a PGlite backup's database entries into `folder` as the file streams in, never outside the
 * folder whatever names the file holds. Returns whether it held a database (PG_VERSION).
 */
export async function extractBackup(file: string, folder: string): Promise<boolean> {
  const root = path.resolve(folder);
  let hasDatabase = false;
  let output: FileHandle | null = null;
  try {
    for await (const piece of tarPieces(await openBackupTar(file))) {
      if (piece.kind === 'data') {
        if (output && !piece.isPadding) await output.write(piece.bytes);
        continue;
      }
      await output?.close();
      output = null;
      const target = path.resolve(root, `./${piece.name}`);
      if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
        throw new OpsError(`${file} names a file outside the data folder (${piece.name}): not restored.`);
      }
      if (target === root || !isDatabaseEntry(piece.name)) continue;
      if (piece.type === 'directory') await fs.mkdir(target, { recursive: true });
      if (piece.type !== 'file') continue;
      await fs.mkdir(path.dirname(target), { recursive: true });
      output = await fs.open(target, 'w');
      if (path.relative(root, target) === 'PG_VERSION') hasDatabase = true;
    }
  } catch (error) {
    const isDamaged = (error as NodeJS.ErrnoException).code?.startsWith('Z_');
    if (!isDamaged) throw error;
    throw new OpsError(`${file} is not a readable backup: ${(error as Error).message}`);
  } finally {
    await output?.close();
  }
  return hasDatabase;
}
