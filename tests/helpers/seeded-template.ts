import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedIfEmpty } from '../../src/server/db/seed/seed.ts';
import { testPasswordHashCost } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite database as a tarball file (server-pglite). */
    pgliteTemplateFile: string;
    /** A migrated, seeded database on TEST_DATABASE_URL that each test file copies (server-postgres). */
    postgresTemplateName: string;
  }
}

async function migrateAndSeed(database: Database) {
  await migrate(database);
  await seedIfEmpty(database.db, testPasswordHashCost);
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

/**
 * Vitest global setup of the server projects: migrates and seeds the demo once per run, and each test
 * file starts from a copy (tests/helpers/test-database.ts) instead of seeding its own, some 6 s each.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('server-postgres runs only with TEST_DATABASE_URL');
    const name = `pallet_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), readUrl: null });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplateName', name);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pallet-template-'));
  const file = path.join(dir, 'seeded.tar');
  try {
    await migrateAndSeed(database);
    const dump = await database.dump!();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateFile', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
