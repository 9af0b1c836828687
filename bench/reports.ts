// npm run bench:reports — the reports of issue 18 on PostgreSQL with 1,000,000 extra orders of 3 lines, each
// with its balance movements (sent and received, 6 per order) spread over 13 months. For the largest
// customer's admin and a global admin over 12 months: server-side latency (inject) p50/p95 over 30 calls
// per report, and the same SQL through a bare node-postgres client; then a 100,000-row transactions
// export in CSV and XLSX over HTTP with its time and peak RSS.
// Needs TEST_DATABASE_URL or BENCH_DATABASE_URL (a server where it may create and drop `pallet_bench_reports`).
// Writes bench/results/reports.{json,md}.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { addMonths } from '../src/domain/reports/report-filter.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { bulkInsertOrders } from './support/bulk-orders.ts';
import { latency } from './support/measure.ts';
import { insertReportMovements } from './support/report-movements.ts';

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const orderCount = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const databaseName = 'pallet_bench_reports';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

await adminQuery(`drop database if exists ${databaseName} with (force)`);
await adminQuery(`create database ${databaseName}`);

let captured: { sql: string; parameters: readonly unknown[] }[] | null = null;
const config = loadConfig({
  DATABASE_URL: benchUrl,
  LOG_LEVEL: 'silent',
  PASSWORD_HASH_COST: '12',
  JOBS: 'off',
});
const database = await openDatabase(config.database, {
  onQuery: (text, parameters) => captured?.push({ sql: text, parameters }),
});
const app = await buildApp(config, { database });
const db = database.db;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
let started = performance.now();
await bulkInsertOrders(db, orderCount);
const ordersSeconds = (performance.now() - started) / 1000;
log(`orders: ${ordersSeconds.toFixed(0)} s`);
started = performance.now();
const seeded = await insertReportMovements(db, log);
const movementsSeconds = (performance.now() - started) / 1000;
log(`movements: ${movementsSeconds.toFixed(0)} s`);

const counts = await sql<{ movements: number; months: number; orders: number }>`
  select (select count(*) from balance_movements)::int as movements,
         (select count(*) from movement_months)::int as months,
         (select count(*) from transactions)::int as orders`.execute(db);
log(JSON.stringify(counts.rows[0]));

// The largest customer: the one whose locations hold the most movements; its admin (made if it has none).
const largest = (
  await sql<{ customerId: number; name: string; movements: number; locations: number }>`
    select c.id as customer_id, c.name, sum(mm.movements)::int as movements, count(distinct l.id)::int as locations
      from movement_months mm join locations l on l.id = mm.location_id join customers c on c.id = l.customer_id
     where not c.is_provider and c.market_id = 'no'
     group by c.id, c.name order by 3 desc limit 1`.execute(db)
).rows[0]!;
let adminLogin = (
  await db
    .selectFrom('users')
    .select('loginName')
    .where('customerId', '=', largest.customerId)
    .where('isCustomerAdmin', '=', true)
    .where('isActive', '=', true)
    .where('loginName', 'in', ['kunde.admin', 'avtale.admin'])
    .executeTakeFirst()
)?.loginName;
if (!adminLogin) {
  const template = await db
    .selectFrom('users')
    .selectAll()
    .where('loginName', '=', 'kunde.admin')
    .executeTakeFirstOrThrow();
  const location = await db
    .selectFrom('locations')
    .select('id')
    .where('customerId', '=', largest.customerId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      marketId: 'no',
      customerId: largest.customerId,
      locationId: location.id,
      loginName: 'bench.admin',
      name: 'Bench Admin',
      passwordHash: template.passwordHash,
      isCustomerAdmin: true,
      reportLevel: 1,
      confirmedGdpr: true,
    })
    .execute();
  adminLogin = 'bench.admin';
}
log(
  `largest customer: ${largest.name} (${largest.locations} locations, ${largest.movements} movements), admin ${adminLogin}`,
);

const tokenOf = async (loginName: string) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: loginName, password: 'demo-pallet' },
  });
  if (answer.statusCode !== 200) throw new Error(`login ${loginName}: ${answer.body}`);
  return answer.json().data.token as string;
};
const viewers = [
  { label: `customer admin (${adminLogin}, ${largest.name})`, token: await tokenOf(adminLogin) },
  { label: 'global admin (global)', token: await tokenOf('global') },
];

const thisMonth = new Date().toISOString().slice(0, 7);
const period = { from: addMonths(thisMonth, -11), to: thisMonth };
const reports: { label: string; call: string; query: Record<string, string> }[] = [
  { label: 'transactions', call: 'reportTransactions', query: period },
  { label: 'movements page 1', call: 'reportMovements', query: { ...period, page: '1' } },
  { label: 'purchases', call: 'reportPurchases', query: period },
  { label: 'commissions', call: 'reportCommissions', query: period },
  { label: 'pooling', call: 'reportPooling', query: period },
  { label: 'locations', call: 'reportLocations', query: period },
  { label: 'volumes', call: 'reportVolumes', query: period },
  { label: 'users', call: 'reportUsers', query: period },
  { label: 'widgets', call: 'reportWidgets', query: { months: '12' } },
];

const bare = new pg.Pool({ connectionString: benchUrl, max: 4 });
const figures: Record<string, unknown>[] = [];
const rows: string[] = [];
for (const viewer of viewers) {
  for (const report of reports) {
    const url = `/api/no/${report.call}?${new URLSearchParams(report.query).toString()}`;
    const headers = { authorization: `Bearer ${viewer.token}` };
    captured = [];
    const first = await app.inject({ method: 'GET', url, headers });
    const statements = captured.filter((query) => !/from "sessions"|update "sessions"/.test(query.sql));
    captured = null;
    const name = `${viewer.label}: ${report.label}`;
    if (first.statusCode !== 200) {
      figures.push({ name, status: first.statusCode });
      rows.push(`| ${viewer.label} | ${report.label} | ${first.statusCode} (may not open) | | | | | |`);
      console.log(rows.at(-1));
      continue;
    }
    const data = first.json().data as { rows?: unknown[]; total?: number };
    const server = await latency(runs, async () => void (await app.inject({ method: 'GET', url, headers })));
    const direct = await latency(runs, async () => {
      for (const statement of statements) await bare.query(statement.sql, [...statement.parameters]);
    });
    const answerRows = data.rows?.length ?? 1;
    figures.push({ name, rows: answerRows, statements: statements.length, server, bareSql: direct });
    rows.push(
      `| ${viewer.label} | ${report.label} | ${answerRows} | ${statements.length} | ${server.p50.toFixed(1)} | ${server.p95.toFixed(1)} | ${direct.p50.toFixed(1)} | ${direct.p95.toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
}

// The export: the busiest location's movements over enough months for `exportRows` rows.
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const busiest = (
  await sql<{ locationId: number }>`
    select location_id from movement_months group by 1 order by sum(movements) desc limit 1`.execute(db)
).rows[0]!.locationId;
let exportFrom = thisMonth;
for (;;) {
  const total = await sql<{ total: number }>`
    select coalesce(sum(movements), 0)::int as total from movement_months
     where location_id = ${busiest} and month >= ${`${exportFrom}-01`}::date`.execute(db);
  if (total.rows[0]!.total >= exportRows || exportFrom < addMonths(thisMonth, -14)) break;
  exportFrom = addMonths(exportFrom, -1);
}
const globalToken = viewers[1]!.token;
const exportFigures: Record<string, unknown>[] = [];
for (const format of ['csv', 'xlsx'] as const) {
  const query = new URLSearchParams({
    report: 'transactions',
    format,
    from: exportFrom,
    to: thisMonth,
    locationId: String(busiest),
  });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const begun = performance.now();
  const { bytes, status, lines } = await new Promise<{ bytes: number; status: number; lines: number }>(
    (resolve, reject) => {
      http
        .get(
          `${address}/api/no/reportExport?${query.toString()}`,
          { headers: { authorization: `Bearer ${globalToken}` } },
          (response) => {
            let count = 0;
            let newlines = 0;
            response.on('data', (chunk: Buffer) => {
              count += chunk.length;
              if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines++;
            });
            response.on('end', () =>
              resolve({ bytes: count, status: response.statusCode ?? 0, lines: newlines }),
            );
            response.on('error', reject);
          },
        )
        .on('error', reject);
    },
  );
  const seconds = (performance.now() - begun) / 1000;
  clearInterval(sampler);
  const figure = {
    format,
    status,
    rows: format === 'csv' ? lines - 1 : null,
    months: `${exportFrom}..${thisMonth}`,
    bytes,
    seconds,
    rssBaselineMb: baseline / 2 ** 20,
    rssPeakMb: peak / 2 ** 20,
  };
  exportFigures.push(figure);
  log(JSON.stringify(figure));
}

await bare.end();
await app.close();
await database.close();
await adminQuery(`drop database if exists ${databaseName} with (force)`);

const csvRows = exportFigures.find((figure) => figure.format === 'csv')?.rows;
const report = [
  `# Reports with ${orderCount.toLocaleString('en')} extra orders (3 lines, 6 balance movements each)`,
  '',
  `Orders: ${ordersSeconds.toFixed(0)} s. Movements and monthly aggregates: ${movementsSeconds.toFixed(0)} s`,
  `(${seeded.note}). Database: ${JSON.stringify(counts.rows[0])}.`,
  `Largest customer: ${largest.name}, ${largest.locations} locations, ${largest.movements.toLocaleString('en')} movements.`,
  '',
  `Period ${period.from}..${period.to}. Server: ${runs} sequential app.inject calls after one warm-up (session, scope`,
  'and report queries, JSON). Bare SQL: the same statements (session ones left out) through a bare pg pool, sequentially.',
  '',
  '| viewer | report | rows | statements | p50 ms | p95 ms | bare SQL p50 | bare SQL p95 |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `## Transactions export (${csvRows ?? '?'} rows, over HTTP, body discarded as it arrives)`,
  '',
  '| format | rows | bytes | seconds | RSS before MB | RSS peak MB |',
  '|---|---|---|---|---|---|',
  ...exportFigures.map(
    (figure) =>
      `| ${String(figure.format)} | ${String(figure.rows ?? csvRows)} | ${Number(figure.bytes).toLocaleString('en')} | ${Number(figure.seconds).toFixed(1)} | ${Number(figure.rssBaselineMb).toFixed(0)} | ${Number(figure.rssPeakMb).toFixed(0)} |`,
  ),
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'reports.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      orderCount,
      ordersSeconds,
      movementsSeconds,
      seeded,
      counts: counts.rows[0],
      largest,
      figures,
      exports: exportFigures,
    },
    null,
    2,
  ),
);
await fs.writeFile(path.join(dir, 'reports.md'), `${report}\n`);
console.log(`\n${report}`);
