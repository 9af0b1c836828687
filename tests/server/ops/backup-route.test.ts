import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../src/server/config.ts';
import { openDatabase, type Database } from '../../../src/server/db/database.ts';
import type { DB } from '../../../src/server/db/schema.ts';
import { backup } from '../../../src/server/ops/backup.ts';
import { backupRoute } from '../../../src/server/ops/backup-route.ts';
import { restore } from '../../../src/server/ops/restore.ts';
import { testConfig } from '../../helpers/test-app.ts';
import { openTestDatabase, seededPgliteFolder, type TestDatabase } from '../../helpers/test-database.ts';

const operatorToken = 'backup-test-token-0123456789';

/** The backup call on its own, as app.ts registers it, on a database the test holds. */
async function backupServer(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', config);
  app.decorate('database', database);
  await app.register(backupRoute);
  return app;
}

/** Each pair of probe rows is written in one transaction: a backup holds both or neither. */
const probePairs = async (db: Kysely<DB>) =>
  (
    await sql<{ pairs: number; halves: number }>`
      select count(distinct n) as pairs, count(*) as halves from backup_probe`.execute(db)
  ).rows[0]!;

describe.skipIf(process.env.TEST_DB === 'postgres')('backup of a running PGlite portal', () => {
  const folders: string[] = [];
  let source: string;
  let database: Database;
  let app: FastifyInstance;
  let config: AppConfig;

  beforeAll(async () => {
    source = await seededPgliteFolder();
    folders.push(source, fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-')));
    database = await openDatabase({ kind: 'pglite', dataDir: source });
    await sql`create table backup_probe (n int not null, half int not null)`.execute(database.db);
    // Only the token lets a caller in: the backup command must send it.
    const base = testConfig({ DATA_DIR: source, METRICS_TOKEN: operatorToken, METRICS_ALLOW: '192.0.2.1' });
    app = await backupServer(base, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    config = { ...base, port: (app.server.address() as { port: number }).port };
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
  });

  const restored = async (file: string) => {
    const target = path.join(folders[1]!, path.basename(file, '.tar.gz'));
    await restore(testConfig({ DATA_DIR: target }), file, false);
    return openDatabase({ kind: 'pglite', dataDir: target });
  };

  it('gets the backup from the running portal while transactions write, holding whole transactions', async () => {
    let isWriting = true;
    let n = 0;
    const writes = (async () => {
      while (isWriting) {
        n += 1;
        await database.db.transaction().execute(async (trx) => {
          await sql`insert into backup_probe values (${n}, 1)`.execute(trx);
          await sql`insert into backup_probe values (${n}, 2)`.execute(trx);
        });
        // PGlite answers without I/O: without a turn of the event loop the backup call would never arrive.
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const file = path.join(folders[1]!, 'while-writing.tar.gz');
    try {
      const result = await backup(config, file);
      expect(result.source).toContain('running server');
    } finally {
      isWriting = false;
      await writes;
    }
    const copy = await restored(file);
    try {
      const { pairs, halves } = await probePairs(copy.db);
      expect(halves).toBe(2 * pairs);
      expect(pairs).toBeLessThanOrEqual(n);
    } finally {
      await copy.close();
    }
  }, 90_000);

  it('waits for an open transaction to end before it dumps', async () => {
    let answered = false;
    let answer: Promise<Awaited<ReturnType<FastifyInstance['inject']>>> | undefined;
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into backup_probe values (-1, 1)`.execute(trx);
      answer = app
        .inject({ url: '/ops/backup', headers: { authorization: `Bearer ${operatorToken}` } })
        .then((response) => ((answered = true), response));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered, 'the backup came while a transaction was open').toBe(false);
      await sql`insert into backup_probe values (-1, 2)`.execute(trx);
    });
    const response = await answer!;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    const file = path.join(folders[1]!, 'after-commit.tar.gz');
    fs.writeFileSync(file, response.rawPayload);
    const copy = await restored(file);
    try {
      const { rows } = await sql<{ halves: number }>`
        select count(*) as halves from backup_probe where n = -1`.execute(copy.db);
      expect(rows[0]!.halves).toBe(2);
    } finally {
      await copy.close();
    }
  }, 90_000);

  it('answers 403 to a caller that is neither from an allowed address nor holds the token', async () => {
    const stranger = await app.inject({ url: '/ops/backup', remoteAddress: '203.0.113.7' });
    expect(stranger.statusCode).toBe(403);
    const wrongToken = await app.inject({
      url: '/ops/backup',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer not-the-operator-token' },
    });
    expect(wrongToken.statusCode).toBe(403);
    await expect(
      backup(
        { ...config, operator: { ...config.operator, token: null } },
        path.join(folders[1]!, 'refused.tar.gz'),
      ),
    ).rejects.toThrow('was refused (403): set METRICS_TOKEN');
    expect(fs.existsSync(path.join(folders[1]!, 'refused.tar.gz.partial'))).toBe(false);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('backup call of a portal on PostgreSQL', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase();
    app = await backupServer(testConfig(), test.database);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  it('answers 409 naming pg_dump: a PostgreSQL backup is not the server’s to make', async () => {
    const response = await app.inject({ url: '/ops/backup' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('pg_dump');
  });
});
