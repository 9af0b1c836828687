// npm run bench:audit-log — the audit log (issue 19 item 7, "Done when"): the cost of writing one
// entry as a request does (one INSERT, µs), the latency of a refused call that writes one, and the
// table's size after 100,000 entries (heap, indexes, bytes per entry), with the list's first page at
// that size. On in-memory PGlite, and on PostgreSQL (BENCH_DATABASE_URL: a server where it may create
// and drop `pallet_bench_audit_log`; default the local one) unless BENCH_POSTGRES=off.
// Writes bench/results/audit-log.{json,md}.
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { writeAuditLog, type AuditEvent } from '../src/server/audit/write-audit-log.ts';
import { loadConfig } from '../src/server/config.ts';
import { latency, percentiles } from './support/measure.ts';

const writes = Number(process.env.BENCH_WRITES ?? 2_000);
const entries = Number(process.env.BENCH_ENTRIES ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'pallet_bench_audit_log';

/** A refused call's entry, as the error handler writes it: the heaviest common kind. */
async function typicalEvent(app: FastifyInstance, n: number): Promise<AuditEvent> {
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'customerId', 'loginName'])
    .where('loginName', '=', 'butikk')
    .executeTakeFirstOrThrow();
  return {
    marketId: 'no',
    type: 'forbidden',
    userId: user.id,
    loginName: user.loginName,
    customerId: user.customerId,
    subject: 'GET /api/no/caches',
    requestId: `req-${n}`,
    method: 'GET',
    path: '/api/no/caches',
    statusCode: 403,
    address: '10.20.3.40',
    details: { message: 'You do not have access to this function', errorType: 'Forbidden' },
  };
}

/** Sizes of the table (with TOAST), its indexes, and per entry. */
async function sizes(app: FastifyInstance) {
  const result = await sql<{ rows: number; table: number; indexes: number; total: number }>`
    select (select count(*) from audit_log)::int as rows,
           pg_table_size('audit_log')::bigint as "table",
           pg_indexes_size('audit_log')::bigint as indexes,
           pg_total_relation_size('audit_log')::bigint as total`.execute(app.db);
  const row = result.rows[0]!;
  return { ...row, bytesPerEntry: Math.round(row.total / row.rows) };
}

async function measure(databaseUrl?: string) {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: ':memory:' }),
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    JOBS: 'off',
  });
  const app = await buildApp(config);
  const event = await typicalEvent(app, 0);

  // 1. One entry as a request writes it: a single INSERT, outside any transaction.
  for (let i = 0; i < 50; i++) await writeAuditLog(app.db, event); // warm-up
  const times: number[] = [];
  for (let i = 0; i < writes; i++) {
    const started = performance.now();
    await writeAuditLog(app.db, { ...event, requestId: `req-${i}` });
    times.push(performance.now() - started);
  }
  const write = percentiles(times);

  // 1b. The same INSERT inside a request's open transaction (a mutation with an Idempotency-Key, a
  // status change): the cost the entry adds there, without a commit of its own.
  const inTransaction: number[] = [];
  await app.db.transaction().execute(async (trx) => {
    for (let i = 0; i < writes; i++) {
      const started = performance.now();
      await writeAuditLog(trx, { ...event, requestId: `req-trx-${i}` });
      inTransaction.push(performance.now() - started);
    }
  });
  const writeInTransaction = percentiles(inTransaction);

  // 2. A whole refused call (403) that writes its entry after the refusal, in-process.
  const login = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: 'butikk', password: 'demo-pallet' },
  });
  const headers = { authorization: `Bearer ${login.json().data.token as string}` };
  const refused = await latency(200, async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/no/caches', headers });
    if (answer.statusCode !== 403) throw new Error(`expected 403, got ${answer.statusCode}`);
  });
  const allowed = await latency(200, async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/no/Status', headers });
    if (answer.statusCode !== 200) throw new Error(`expected 200, got ${answer.statusCode}`);
  });

  // 3. Fill to `entries` (batches of 1,000 through the same writer), then measure size and the list.
  const have = (await sizes(app)).rows;
  const batch = Array.from({ length: 1000 }, (_, i) => ({ ...event, requestId: `req-fill-${i}` }));
  for (let left = entries - have; left > 0; left -= batch.length) {
    await writeAuditLog(app.db, ...batch.slice(0, Math.min(batch.length, left)));
  }
  await sql`analyze audit_log`.execute(app.db);
  const size = await sizes(app);
  const global = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: 'global', password: 'demo-pallet' },
  });
  const globalHeaders = { authorization: `Bearer ${global.json().data.token as string}` };
  const firstPage = await latency(50, async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/no/auditLog', headers: globalHeaders });
    if (answer.statusCode !== 200) throw new Error(`auditLog: ${answer.statusCode}`);
  });
  const byUser = await latency(50, async () => {
    const url = `/api/no/auditLog?type=forbidden&userId=${event.userId}`;
    const answer = await app.inject({ method: 'GET', url, headers: globalHeaders });
    if (answer.statusCode !== 200) throw new Error(`auditLog: ${answer.statusCode}`);
  });
  await app.close();
  return {
    writeMicros: { p50: write.p50 * 1000, p95: write.p95 * 1000 },
    writeInTransactionMicros: { p50: writeInTransaction.p50 * 1000, p95: writeInTransaction.p95 * 1000 },
    refusedCallMs: refused,
    allowedCallMs: allowed,
    size,
    listMs: { firstPage, byUser },
  };
}

async function onPostgres() {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`drop database if exists ${databaseName} with (force)`);
  await server.query(`create database ${databaseName}`);
  try {
    return await measure(Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString());
  } finally {
    await server.query(`drop database if exists ${databaseName} with (force)`);
    await server.end();
  }
}

const runs = [{ database: 'PGlite', result: await measure() }];
if (process.env.BENCH_POSTGRES !== 'off') runs.push({ database: 'PostgreSQL', result: await onPostgres() });

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const report = [
  '# Audit log: write cost and size',
  '',
  `One entry written ${writes} times as a request writes it (one INSERT, its own commit), and as many`,
  `inside one open transaction (a mutation's entry); a refused call (GET caches as`,
  `butikk, 403, which writes one) against an allowed one that writes none (GET Status), 200 calls each;`,
  `the table after ${entries.toLocaleString('en-US')} entries (demo data included) and GET auditLog at that size.`,
  '',
  '| database | write p50 µs | write p95 µs | in a transaction p50 µs | 403 call p50 ms | Status call p50 ms | entries | table MB | indexes MB | total MB | bytes/entry | first page ms | type+user page ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...runs.map(
    ({ database, result: r }) =>
      `| ${database} | ${r.writeMicros.p50.toFixed(0)} | ${r.writeMicros.p95.toFixed(0)} | ` +
      `${r.writeInTransactionMicros.p50.toFixed(0)} | ` +
      `${r.refusedCallMs.p50.toFixed(2)} | ${r.allowedCallMs.p50.toFixed(2)} | ${r.size.rows} | ` +
      `${mb(r.size.table)} | ${mb(r.size.indexes)} | ${mb(r.size.total)} | ${r.size.bytesPerEntry} | ` +
      `${r.listMs.firstPage.p50.toFixed(1)} | ${r.listMs.byUser.p50.toFixed(1)} |`,
  ),
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'audit-log.json'),
  JSON.stringify({ at: new Date().toISOString(), writes, entries, runs }, null, 2),
);
await fs.writeFile(path.join(dir, 'audit-log.md'), `${report}\n`);
console.log(`\n${report}`);
