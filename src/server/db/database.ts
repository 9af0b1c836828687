import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import {
  CamelCasePlugin,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type KyselyConfig,
  type LogEvent,
} from 'kysely';
import pg from 'pg';
import type { Database as DatabaseConfig } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { DB } from './schema.ts';

/** A connection to the portal's PostgreSQL: embedded PGlite or a node-postgres pool. */
export interface Database {
  kind: DatabaseConfig['kind'];
  db: Kysely<DB>;
  /** Reports may read from a replica (READ_DATABASE_URL); otherwise the same as `db`. */
  readDb: Kysely<DB>;
  /** Runs a multi-statement SQL script, holding a lock so that concurrent starts migrate once. */
  runLocked<T>(work: (exec: (script: string) => Promise<void>) => Promise<T>): Promise<T>;
  /** How the job queue (src/server/jobs) reaches this database. */
  jobQueue: JobQueueConnection;
  /**
   * PGlite only: the whole data folder as a tarball, which `OpenOptions.pgliteTemplate` starts from; taken
   * between transactions.
   */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the primary pool's connections now (the metrics read it when scraped). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The shape pg-boss takes for a connection it does not open itself. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** PostgreSQL: the queue opens its own small pool. PGlite: it shares the one in-process connection. */
export type JobQueueConnection = { connectionString: string } | { db: SqlExecutor };

// Types returned as JS values the API can send as they are: dates stay yyyy-MM-dd (spec §5), counts
// (int8) and money (numeric) become numbers. Money stays well inside double precision.
const OID = { int8: 20, numeric: 1700, date: 1082, bytea: 17 } as const;
const toNumber = (value: string) => Number(value);
const keepString = (value: string) => value;
/**
 * PGlite's own bytea converters walk the bytes one at a time in JavaScript: a 10 MB attachment took 7 s
 * to write and 3 s to read. Bytes go to PGlite as they are (a binary parameter), and its hex answer is
 * decoded by Node.
 */
const pgliteBytes = {
  serializers: { [OID.bytea]: ((bytes: Uint8Array) => bytes) as unknown as (value: unknown) => string },
  parsers: { [OID.bytea]: (hex: string) => Buffer.from(hex.slice(2), 'hex') },
};

const plugins = [new CamelCasePlugin()];
const migrationLockId = 74_117_001;

export interface OpenOptions {
  /** Sees every query's SQL and parameters (benchmarks replay them through a bare client). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
  /** PGlite only: start from this dump instead of an empty database (tests copy one seeded database). */
  pgliteTemplate?: Blob;
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  const kyselyOptions = {
    plugins,
    ...(options.onQuery
      ? {
          log: (event: LogEvent) => {
            if (event.level === 'query') options.onQuery?.(event.query.sql, event.query.parameters);
          },
        }
      : {}),
  };
  return config.kind === 'pglite'
    ? openPglite(config.dataDir, kyselyOptions, options.pgliteTemplate)
    : openPostgres(config.url, config.readUrl, kyselyOptions);
}

type KyselyOptions = Pick<KyselyConfig, 'plugins' | 'log'>;

async function openPglite(
  dataDir: string | null,
  kyselyOptions: KyselyOptions,
  template: Blob | undefined,
): Promise<Database> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const lock = dataDir ? lockDataDir(dataDir) : null;
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    parsers: {
      [OID.int8]: toNumber,
      [OID.numeric]: toNumber,
      [OID.date]: keepString,
      ...pgliteBytes.parsers,
    },
    serializers: pgliteBytes.serializers,
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), ...kyselyOptions });
  return {
    kind: 'pglite',
    db,
    readDb: db,
    // PGlite is one connection in this process: nothing else can migrate at the same time.
    runLocked: (work) => work(async (script) => void (await pglite.exec(script))),
    jobQueue: { db: pgliteExecutor(pglite) },
    // PGlite's dump waits only for the statement running now; holding the transaction lock as well makes
    // it wait for an open transaction to end, so a backup never holds half of one.
    dump: () => pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none')),
    close: async () => {
      await db.destroy();
      lock?.release();
    },
  };
}

/**
 * pg-boss over PGlite. Its scripts without parameters may hold several statements (BEGIN … COMMIT),
 * which only the simple protocol (`exec`) runs; PGlite's own lock keeps them apart from Kysely's
 * transactions on the same connection. A failed script must not leave the one connection inside an
 * aborted transaction.
 */
function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      try {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        await pglite.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  };
}

function postgresPool(url: string): pg.Pool {
  const parsers: Record<number, (value: string) => unknown> = {
    [OID.int8]: toNumber,
    [OID.numeric]: toNumber,
    [OID.date]: keepString,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server ended (restart, failover, a dropped database) is replaced by the pool on
  // the next query; without a listener its error would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  return pool;
}

async function openPostgres(
  url: string,
  readUrl: string | null,
  kyselyOptions: KyselyOptions,
): Promise<Database> {
  const pool = postgresPool(url);
  const readPool = readUrl ? postgresPool(readUrl) : null;
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...kyselyOptions });
  const readDb = readPool
    ? new Kysely<DB>({ dialect: new PostgresDialect({ pool: readPool }), ...kyselyOptions })
    : db;
  return {
    kind: 'postgres',
    db,
    readDb,
    jobQueue: { connectionString: url },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    runLocked: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockId]);
        return await work(async (script) => void (await client.query(script)));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await db.destroy();
      if (readDb !== db) await readDb.destroy();
    },
  };
}
