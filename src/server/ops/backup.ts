import type { AppConfig } from '../config.ts';
import { OpsError } from './ops-error.ts';
import { backupPglite } from './pglite-backup.ts';
import { backupPostgres } from './postgres-backup.ts';

export interface BackupResult {
  bytes: number;
  /** What was backed up, for the operator: never the database password. */
  source: string;
}

/** `npm run backup -- FILE`: the configured database, running or stopped, into FILE. */
export async function backup(
  config: Pick<AppConfig, 'database' | 'host' | 'port' | 'operator'>,
  file: string,
): Promise<BackupResult> {
  const { database } = config;
  if (database.kind === 'postgres') {
    return { bytes: await backupPostgres(database.url, file), source: 'PostgreSQL (pg_dump)' };
  }
  if (database.dataDir === null) throw new OpsError('DATA_DIR=:memory: keeps nothing to back up.');
  const { bytes, from } = await backupPglite(config, database.dataDir, file);
  return { bytes, source: `PGlite ${database.dataDir} (${from})` };
}
