import { writeBackupFile } from './backup-file.ts';
import { runPostgresTool, toolConnection } from './postgres-tools.ts';

/**
 * pg_dump's custom format: one snapshot of the whole database, however long the dump takes and whatever
 * the running portals write meanwhile; pg_restore reads it back (postgres-restore.ts).
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<number> {
  const { url, env } = toolConnection(databaseUrl);
  return writeBackupFile(file, (partialFile) =>
    runPostgresTool('pg_dump', ['--format=custom', `--file=${partialFile}`, `--dbname=${url}`], env),
  );
}
