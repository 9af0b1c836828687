import type { AppConfig } from '../config.ts';
import { OpsError } from './ops-error.ts';
import { restorePglite } from './pglite-restore.ts';
import { restorePostgres } from './postgres-restore.ts';
import { withoutPassword } from './without-password.ts';

/**
 * `npm run restore -- FILE [--force]`: FILE into the configured database, which must be empty (a missing
 * PGlite folder is) unless `force`. Returns the target's name for the operator.
 */
export async function restore(
  config: Pick<AppConfig, 'database'>,
  file: string,
  force: boolean,
): Promise<string> {
  const { database } = config;
  if (database.kind === 'postgres') {
    await restorePostgres(database.url, file, force);
    return `PostgreSQL ${withoutPassword(database.url)}`;
  }
  if (database.dataDir === null) throw new OpsError('DATA_DIR=:memory: cannot be restored into.');
  await restorePglite(database.dataDir, file, force);
  return `PGlite ${database.dataDir}`;
}
