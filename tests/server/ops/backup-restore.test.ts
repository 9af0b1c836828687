import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.ts';
import type { Database as DatabaseConfig } from '../../../src/server/config.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import type { DB } from '../../../src/server/db/schema.ts';
import { backup } from '../../../src/server/ops/backup.ts';
import { restore } from '../../../src/server/ops/restore.ts';
import { testConfig } from '../../helpers/test-app.ts';
import { seededPgliteFolder } from '../../helpers/test-database.ts';
import { changeData, databaseSnapshot, type DatabaseSnapshot } from './database-snapshot.ts';

async function withDatabase<T>(config: DatabaseConfig, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const database = await openDatabase(config);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Opens a restored database as a portal would: it migrates nothing and has the backup's rows. */
async function restoredState(config: DatabaseConfig) {
  const database = await openDatabase(config);
  try {
    return { migrated: await migrate(database), snapshot: await databaseSnapshot(database.db) };
  } finally {
    await database.close();
  }
}

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore of a PGlite data folder', () => {
  const folders: string[] = [];
  const newFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
    folders.push(folder);
    return folder;
  };
  const configOf = (dataDir: string) => testConfig({ DATA_DIR: dataDir });
  const file = path.join(backupDir, 'pglite.tar.gz');
  let source: string;
  let atBackup: DatabaseSnapshot;

  beforeAll(async () => {
    source = await seededPgliteFolder();
    folders.push(source);
    atBackup = await withDatabase(configOf(source).database, databaseSnapshot);
    await backup(configOf(source), file);
    await withDatabase(configOf(source).database, changeData);
  }, 120_000);
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  it('restores every table as it was at the backup into a folder that does not exist yet', async () => {
    const target = path.join(newFolder(), 'data');
    await restore(configOf(target), file, false);
    const restored = await restoredState(configOf(target).database);
    expect(restored.migrated).toEqual([]);
    expect(restored.snapshot).toEqual(atBackup);
    expect(fs.existsSync(path.join(target, 'portal.lock')), 'the lock was left behind').toBe(false);
  });

  it('refuses a folder that holds a database without --force, and leaves it as it was', async () => {
    const changed = await withDatabase(configOf(source).database, databaseSnapshot);
    expect(changed).not.toEqual(atBackup);
    await expect(restore(configOf(source), file, false)).rejects.toThrow(
      `Restore refused: ${source} is not empty`,
    );
    expect(await withDatabase(configOf(source).database, databaseSnapshot)).toEqual(changed);
  });

  it('replaces the database in the folder with --force', async () => {
    await restore(configOf(source), file, true);
    const restored = await restoredState(configOf(source).database);
    expect(restored.migrated).toEqual([]);
    expect(restored.snapshot).toEqual(atBackup);
  });

  it('never empties a folder that holds files but no database, even with --force', async () => {
    const folder = newFolder();
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'keep me');
    await expect(restore(configOf(folder), file, true)).rejects.toThrow('holds files but no database');
    expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
  });

  it('refuses a folder a portal has open, even with --force', async () => {
    const database = await openDatabase(configOf(source).database);
    try {
      await expect(restore(configOf(source), file, true)).rejects.toThrow(/Restore refused: .* is in use/);
    } finally {
      await database.close();
    }
  });

  it('refuses a file that is not a PGlite backup before touching the folder', async () => {
    const target = newFolder();
    const notBackup = path.join(backupDir, 'notes.txt');
    fs.writeFileSync(notBackup, 'not a backup');
    await expect(restore(configOf(target), notBackup, false)).rejects.toThrow(
      'is not a Pallet Portal PGlite backup',
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('backup and restore of a PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const names: string[] = [];
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  /** A scratch database of this file: a copy of the seeded demo, or empty. */
  const newDatabase = async (template?: string) => {
    const name = `pallet_ops_${randomBytes(6).toString('hex')}`;
    names.push(name);
    await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
    return Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  };
  const configOf = (url: string) => testConfig({ DATABASE_URL: url });
  const file = path.join(backupDir, 'postgres.dump');
  let source: string;
  let atBackup: DatabaseSnapshot;

  beforeAll(async () => {
    source = await newDatabase(inject('postgresTemplateName'));
    atBackup = await withDatabase(configOf(source).database, databaseSnapshot);
    await backup(configOf(source), file);
    await withDatabase(configOf(source).database, changeData);
  }, 120_000);
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });

  it('restores every table as it was at the backup into an empty database', async () => {
    const target = await newDatabase();
    await restore(configOf(target), file, false);
    const restored = await restoredState(configOf(target).database);
    expect(restored.migrated).toEqual([]);
    expect(restored.snapshot).toEqual(atBackup);
  });

  it('refuses a database with tables without --force, and leaves it as it was', async () => {
    const changed = await withDatabase(configOf(source).database, databaseSnapshot);
    expect(changed).not.toEqual(atBackup);
    await expect(restore(configOf(source), file, false)).rejects.toThrow(/Restore refused: .* is not empty/);
    expect(await withDatabase(configOf(source).database, databaseSnapshot)).toEqual(changed);
  });

  it('replaces the backup’s tables in the database with --force', async () => {
    await restore(configOf(source), file, true);
    const restored = await restoredState(configOf(source).database);
    expect(restored.migrated).toEqual([]);
    expect(restored.snapshot).toEqual(atBackup);
  });

  it('refuses a file that is not a pg_dump backup', async () => {
    const target = await newDatabase();
    const notBackup = path.join(backupDir, 'notes.txt');
    fs.writeFileSync(notBackup, 'not a backup');
    await expect(restore(configOf(target), notBackup, false)).rejects.toThrow('is not a PostgreSQL backup');
  });
});
