import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.ts';

/** The password hash cost of the test apps, and of the demo users in the seeded template. */
export const testPasswordHashCost = 12;

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The dump of the migrated, seeded demo database on PGlite (tests/helpers/seeded-template.ts). */
const pgliteTemplate = () => new Blob([fs.readFileSync(inject('pgliteTemplateFile'))]);

/**
 * A copy of the migrated, seeded demo database (tests/helpers/seeded-template.ts): in-memory PGlite, or,
 * for the server-postgres project, a fresh database on TEST_DATABASE_URL that is dropped again after the
 * test file.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const database = await openDatabase(
      { kind: 'pglite', dataDir: null },
      { pgliteTemplate: pgliteTemplate() },
    );
    return { database, drop: () => database.close() };
  }
  const name = `pallet_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${inject('postgresTemplateName')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), readUrl: null });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A new PGlite data folder holding the seeded demo database, for a test that starts real servers on a
 * folder: a server's first start on an empty one (initdb, migrations, demo data) took over a minute on
 * a busy machine.
 */
export async function seededPgliteFolder(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  const database = await openDatabase({ kind: 'pglite', dataDir }, { pgliteTemplate: pgliteTemplate() });
  await database.close();
  return dataDir;
}
