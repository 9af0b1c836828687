// npm run bench:backup — npm run backup and npm run restore (src/server/ops) on the demo data, and on the
// demo data with BENCH_ORDERS (default 1,000,000) more orders of 3 lines as bench:orders makes them: on
// PGlite from a stopped folder and from a running portal (GET /ops/backup), restored into an empty folder;
// on PostgreSQL with pg_dump, restored with pg_restore into an empty database. Time, the backup's size and
// the database's size on disk. BENCH_ORDERS=0: the demo data only. BENCH_ENGINES=pglite or postgres: one.
// PostgreSQL needs BENCH_DATABASE_URL (a server where it may create and drop the databases
// pallet_bench_backup and pallet_bench_restore). Writes bench/results/backup.{json,md}.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { loadConfig, type AppConfig } from '../src/server/config.ts';
import { openDatabase, type Database } from '../src/server/db/database.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedIfEmpty } from '../src/server/db/seed/seed.ts';
import { backup } from '../src/server/ops/backup.ts';
import { restore } from '../src/server/ops/restore.ts';
import { withBenchDatabase } from './support/bench-database.ts';
import { bulkInsertOrders } from './support/bulk-orders.ts';
import { writeBenchResults } from './support/write-results.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const extraOrders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const datasets = [0, ...(extraOrders > 0 ? [extraOrders] : [])];

interface Figure {
  engine: string;
  data: string;
  fillSeconds: number;
  databaseMb: number;
  backupMb: number;
  backupSeconds: number;
  /** PGlite: the same backup asked of a running portal, and the longest the portal did not answer. */
  runningBackupSeconds?: number;
  longestPauseSeconds?: number;
  restoreSeconds: number;
}

const configOf = (env: NodeJS.ProcessEnv) =>
  loadConfig({ LOG_LEVEL: 'silent', JOBS: 'off', PASSWORD_HASH_COST: '12', ...env });
const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
const dataLabel = (orders: number) => (orders ? `demo + ${orders.toLocaleString('en')} orders` : 'demo');

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round((performance.now() - started) / 100) / 10];
}

async function fill(database: Database, orders: number) {
  await migrate(database);
  await seedIfEmpty(database.db, 12);
  if (orders > 0) await bulkInsertOrders(database.db, orders);
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function benchPglite(orders: number, work: string): Promise<Figure> {
  const dataDir = path.join(work, `pglite-${orders}`);
  const file = path.join(work, `pglite-${orders}.tar.gz`);
  const config = configOf({ DATA_DIR: dataDir });
  const [, fillSeconds] = await timed(async () => {
    const database = await openDatabase(config.database);
    await fill(database, orders);
    await database.close();
  });
  const databaseMb = mb(await folderBytes(dataDir));
  const [{ bytes }, backupSeconds] = await timed(() => backup(config, file));

  const database = await openDatabase(config.database);
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const running: AppConfig = { ...config, port: (app.server.address() as { port: number }).port };
  // The dump blocks the event loop while PGlite copies the folder, so a query's own time misses the pause:
  // the gap between two answers of a query asked every 10 ms does not.
  let isBackingUp = true;
  let longestPauseMs = 0;
  const probe = (async () => {
    let answeredAt = performance.now();
    while (isBackingUp) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
      longestPauseMs = Math.max(longestPauseMs, performance.now() - answeredAt - 10);
      answeredAt = performance.now();
    }
  })();
  const [, runningBackupSeconds] = await timed(() => backup(running, `${file}.running`));
  isBackingUp = false;
  await probe;
  await app.close();
  await database.close();

  const target = configOf({ DATA_DIR: path.join(work, `pglite-${orders}-restored`) });
  const [, restoreSeconds] = await timed(() => restore(target, file, false));
  return {
    engine: 'PGlite',
    data: dataLabel(orders),
    fillSeconds,
    databaseMb,
    backupMb: mb(bytes),
    backupSeconds,
    runningBackupSeconds,
    longestPauseSeconds: Math.round(longestPauseMs / 100) / 10,
    restoreSeconds,
  };
}

async function benchPostgres(orders: number, work: string): Promise<Figure> {
  const file = path.join(work, `postgres-${orders}.dump`);
  return withBenchDatabase(serverUrl, 'pallet_bench_backup', async (url) => {
    const config = configOf({ DATABASE_URL: url });
    const database = await openDatabase(config.database);
    const [, fillSeconds] = await timed(() => fill(database, orders));
    const { rows } = await sql<{
      bytes: number;
    }>`select pg_database_size(current_database()) as bytes`.execute(database.db);
    await database.close();
    const [{ bytes }, backupSeconds] = await timed(() => backup(config, file));
    const [, restoreSeconds] = await withBenchDatabase(serverUrl, 'pallet_bench_restore', (target) =>
      timed(() => restore(configOf({ DATABASE_URL: target }), file, false)),
    );
    return {
      engine: 'PostgreSQL',
      data: dataLabel(orders),
      fillSeconds,
      databaseMb: mb(rows[0]!.bytes),
      backupMb: mb(bytes),
      backupSeconds,
      restoreSeconds,
    };
  });
}

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-backup-'));
const figures: Figure[] = [];
try {
  for (const orders of datasets) {
    for (const engine of engines) {
      const figure = await (engine === 'pglite' ? benchPglite : benchPostgres)(orders, work);
      console.log(figure);
      figures.push(figure);
    }
  }
} finally {
  await fs.rm(work, { recursive: true, force: true });
}

const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
const report = [
  '# npm run backup / npm run restore',
  '',
  `${os.cpus().length} CPUs; the bench process's peak RSS ${maxRssMb} MB.`,
  '',
  '| database | data | filled in s | on disk MB | backup MB | backup s | from a running portal s | portal paused s | restore s |',
  '|---|---|---|---|---|---|---|---|---|',
  ...figures.map(
    (f) =>
      `| ${f.engine} | ${f.data} | ${f.fillSeconds} | ${f.databaseMb} | ${f.backupMb} | ${f.backupSeconds} | ` +
      `${f.runningBackupSeconds ?? '–'} | ${f.longestPauseSeconds ?? '–'} | ${f.restoreSeconds} |`,
  ),
].join('\n');
await writeBenchResults('backup', { at: new Date().toISOString(), maxRssMb, figures }, report);
console.log(`\n${report}`);
// A closed PGlite may leave its timers behind (https://github.com/electric-sql/pglite/issues/925).
process.exit(0);
