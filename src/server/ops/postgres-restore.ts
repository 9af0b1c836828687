import fs from 'node:fs/promises';
import pg from 'pg';
import { OpsError } from './ops-error.ts';
import { runPostgresTool, toolConnection } from './postgres-tools.ts';
import { withoutPassword } from './without-password.ts';

const pgDumpMagic = 'PGDMP';

async function isPgDumpFile(file: string) {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(pgDumpMagic.length),
      0,
      pgDumpMagic.length,
      0,
    );
    return buffer.subarray(0, bytesRead).toString('latin1') === pgDumpMagic;
  } finally {
    await handle.close();
  }
}

async function publicTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from information_schema.tables where table_schema = 'public'`,
    );
    return Number(rows[0]!.count);
  } catch (error) {
    throw new OpsError(`Could not reach ${withoutPassword(databaseUrl)}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Restores a pg_dump backup into DATABASE_URL in one transaction, so a failed restore leaves the database
 * as it was. A database with tables is refused unless `force`; then the backup's objects are dropped and
 * made again (tables the backup does not have stay).
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  if (!(await isPgDumpFile(file))) {
    throw new OpsError(
      `${file} is not a PostgreSQL backup (pg_dump custom format). A PGlite backup is restored without ` +
        'DATABASE_URL, into DATA_DIR.',
    );
  }
  const tables = await publicTableCount(databaseUrl);
  if (tables > 0 && !force) {
    throw new OpsError(
      `Restore refused: ${withoutPassword(databaseUrl)} is not empty (${tables} tables in schema public). ` +
        'Restore into an empty database, or pass --force to replace what the backup holds in it.',
    );
  }
  const { url, env } = toolConnection(databaseUrl);
  const replace = tables > 0 ? ['--clean', '--if-exists'] : [];
  await runPostgresTool(
    'pg_restore',
    ['--no-owner', '--single-transaction', ...replace, `--dbname=${url}`, file],
    env,
  );
}
