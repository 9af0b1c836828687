import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUseError, lockDataDir, lockFileName } from '../db/data-dir-lock.ts';
import { readPgliteBackup } from './data-dir-tarball.ts';
import { OpsError } from './ops-error.ts';

/** What the folder holds besides its lock. */
async function entriesOf(dataDir: string) {
  return (await fs.readdir(dataDir)).filter((entry) => entry !== lockFileName);
}

/**
 * Only entries read from the folder itself are removed: names without a slash, so nothing outside it, and
 * `fs.rm` removes a symbolic link, not what it points to.
 */
async function empty(dataDir: string) {
  for (const entry of await entriesOf(dataDir)) {
    await fs.rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

/**
 * Refuses a folder that holds anything, unless `force`, and then only a folder that holds a database: a
 * mistyped DATA_DIR (`.`, a home folder) is never emptied.
 */
async function prepare(dataDir: string, force: boolean) {
  const entries = await entriesOf(dataDir);
  if (entries.length === 0) return;
  if (!force) {
    throw new OpsError(
      `Restore refused: ${dataDir} is not empty (${entries.length} entries). ` +
        'Restore into an empty DATA_DIR, or pass --force to replace the database in it.',
    );
  }
  if (!entries.includes('PG_VERSION')) {
    throw new OpsError(
      `Restore refused: ${dataDir} holds files but no database, so --force does not empty it. ` +
        'Check DATA_DIR, or empty the folder yourself.',
    );
  }
  await empty(dataDir);
}

/**
 * Restores a PGlite backup into DATA_DIR while holding the folder's lock, so no portal starts on a half
 * restored folder, and starts PostgreSQL on it once to see that it opens.
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  const chunks = await readPgliteBackup(file);
  await fs.mkdir(dataDir, { recursive: true });
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new OpsError(`Restore refused: ${error.message}`);
    throw error;
  }
  try {
    await prepare(dataDir, force);
    try {
      const pglite = await PGlite.create({ dataDir, loadDataDir: new Blob(chunks) });
      try {
        await pglite.query('select 1');
      } finally {
        await pglite.close();
      }
    } catch (error) {
      await empty(dataDir);
      throw new OpsError(`The backup ${file} did not open: ${(error as Error).message}`);
    }
  } finally {
    lock.release();
  }
}
