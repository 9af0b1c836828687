import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the checked-in SQL migrations in name order, each in its own transaction together with its
 * record in schema_migrations. Returns the names applied now.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await fs.readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  return database.runLocked(async (exec) => {
    await exec(`create table if not exists schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`);
    const applied = await database.db.selectFrom('schemaMigrations').select('name').execute();
    const done = new Set(applied.map((row) => row.name));
    const pending = files.filter((name) => !done.has(name));
    for (const name of pending) {
      const script = await fs.readFile(path.join(migrationsDir, name), 'utf8');
      const quoted = name.replaceAll("'", "''");
      try {
        await exec(`begin;\n${script}\ninsert into schema_migrations (name) values ('${quoted}');\ncommit;`);
      } catch (error) {
        await exec('rollback').catch(() => undefined);
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    return pending;
  });
}
