import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUseError, lockDataDir, lockFileName } from '../db/data-dir-lock.ts';
import { backupFileKind } from './data-dir-tarball.ts';
import { extractBackup } from './extract-backup.ts';
import { OpsError } from './ops-error.ts';

/** The backup is unpacked here, inside the folder, and moved up only once it is whole. */
const stagingName = `.restoring-${process.pid}`;

/** What the folder holds besides its lock and the restore's own staging folder. */
async function entriesOf(dataDir: string) {
  return (await fs.readdir(dataDir)).filter((entry) => entry !== lockFileName && entry !== stagingName);
}

/**
 * Only entries read from the folder itself are removed: names without a slash, so nothing outside it, and
 * `fs.rm` removes a symbolic link, not what it points to.
 */
async function removeEntries(dataDir: string, entries: string[]) {
  for (const entry of entries) await fs.rm(path.join(dataDir, entry), { recursive: true, force: true });
}

/**
 * Refuses a folder that holds anything, unless `force`, and then only a folder that holds a database: a
 * mistyped DATA_DIR (`.`, a home folder) is never emptied. Returns what is to be replaced.
 */
async function replaceable(dataDir: string, force: boolean): Promise<string[]> {
  const entries = await entriesOf(dataDir);
  if (entries.length === 0) return entries;
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
  return entries;
}

/** Unpacks the whole backup before anything in the folder is replaced: a bad file leaves it as it was. */
async function unpack(file: string, staging: string) {
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging);
  try {
    if (!(await extractBackup(file, staging))) {
      throw new OpsError(`${file} is not a Pallet Portal PGlite backup (it holds no PG_VERSION).`);
    }
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** PostgreSQL starts on the restored folder (replaying the WAL the backup holds) and answers. */
async function checkOpens(dataDir: string, file: string) {
  try {
    const pglite = await PGlite.create({ dataDir });
    try {
      await pglite.query('select 1');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await removeEntries(dataDir, await entriesOf(dataDir));
    throw new OpsError(`The backup ${file} did not open: ${(error as Error).message}`);
  }
}

/**
 * Restores a PGlite backup into DATA_DIR (made if missing) while holding the folder's lock, so no portal
 * starts on a half-restored folder; a portal that runs on it makes the restore refuse.
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  await backupFileKind(file);
  await fs.mkdir(dataDir, { recursive: true });
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new OpsError(`Restore refused: ${error.message}`);
    throw error;
  }
  try {
    const replaced = await replaceable(dataDir, force);
    const staging = path.join(dataDir, stagingName);
    await unpack(file, staging);
    await removeEntries(dataDir, replaced);
    for (const entry of await fs.readdir(staging)) {
      await fs.rename(path.join(staging, entry), path.join(dataDir, entry));
    }
    await fs.rmdir(staging);
    await checkOpens(dataDir, file);
  } finally {
    lock.release();
  }
}
