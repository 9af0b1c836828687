import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../src/server/db/schema.ts';

/** Per table of every schema the portal writes (public, and pg-boss's when the job queue ran). */
export type DatabaseSnapshot = Record<string, { rows: number; checksum: string }>;

/**
 * Every table's row count and a checksum of its rows in a fixed order, and every sequence's position (a
 * restored database must not hand out an id again).
 */
export async function databaseSnapshot(db: Kysely<DB>): Promise<DatabaseSnapshot> {
  const { rows: tables } = await sql<{ name: string }>`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1`.execute(db);
  const snapshot: DatabaseSnapshot = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ rows: number; checksum: string }>`
      select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum
      from ${sql.raw(name)} t`.execute(db);
    snapshot[name] = rows[0]!;
  }
  const { rows: sequences } = await sql<{ name: string; lastValue: number | null }>`
    select format('%I.%I', schemaname, sequencename) as name, last_value from pg_sequences`.execute(db);
  for (const { name, lastValue } of sequences) {
    snapshot[`sequence ${name}`] = { rows: 0, checksum: String(lastValue) };
  }
  return snapshot;
}

/** Inserts, updates and deletes rows in a few tables, as a day's use would. */
export async function changeData(db: Kysely<DB>) {
  await sql`insert into messages (market_id, type, language, title, text)
    values ('no', 'Messages', 'nb', 'After the backup', 'Not in the backup')`.execute(db);
  await sql`update users set email = 'changed@example.com' where id = (select min(id) from users)`.execute(
    db,
  );
  await sql`update transactions set reference = 'CHANGED' where id = (select max(id) from transactions)`.execute(
    db,
  );
  await sql`delete from transaction_lines where id = (select max(id) from transaction_lines)`.execute(db);
}
