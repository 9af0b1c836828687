// npm run bench:orders — the order list call (issue 4) on PostgreSQL with 1,000,000 extra orders of 3 lines:
// server-side latency over 200 calls per variant, requests per second under 20 concurrent HTTP clients,
// and the same SQL through a bare node-postgres pool for the ratio. Needs BENCH_DATABASE_URL (a server
// where it may create and drop the database `pallet_bench`). Writes bench/results/order-list.{json,md}.
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { bulkInsertOrders } from './support/bulk-orders.ts';
import { latency, throughput } from './support/measure.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orderCount = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const databaseName = 'pallet_bench';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  await admin.end();
}

await recreateDatabase();
let captured: { sql: string; parameters: readonly unknown[] }[] | null = null;
// No job queue: scheduled orders made during the run would change what is measured.
const config = loadConfig({
  DATABASE_URL: benchUrl,
  LOG_LEVEL: 'silent',
  PASSWORD_HASH_COST: '12',
  JOBS: 'off',
});
const database = await openDatabase(config.database, {
  onQuery: (sql, parameters) => captured?.push({ sql, parameters }),
});
const app = await buildApp(config, { database });

const started = performance.now();
await bulkInsertOrders(database.db, orderCount);
const seedSeconds = (performance.now() - started) / 1000;

const tokenOf = async (loginName: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/no/Login',
      payload: { userLoginName: loginName, password: 'demo-pallet' },
    })
  ).json().data.token as string;
const scopes = [
  { label: 'location (butikk)', token: await tokenOf('butikk') },
  { label: 'customer (kunde.admin)', token: await tokenOf('kunde.admin') },
];
const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const fixed =
  'withfees=true&withsort=false&withtempsort=false&withtempsortlines=false&withtempsortlinespivoted=false' +
  '&withqualitychanges=false&withemployees=false&countdetailed=true&count=1000';
const variants = [
  { label: 'default', query: fixed },
  { label: 'status filter', query: `${fixed}&transactionStatus=1,2,4` },
  { label: 'prefix term', query: `${fixed}&term=NO-26&source=sqlorder&mode=prefix` },
  { label: 'date range', query: `${fixed}&sendLower=${since}` },
];

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = new pg.Pool({ connectionString: benchUrl, max: 10 });
const rows: string[] = [];
const figures: Record<string, unknown>[] = [];
for (const scope of scopes) {
  for (const variant of variants) {
    const url = `/api/no/orders?${variant.query}`;
    const headers = { authorization: `Bearer ${scope.token}` };
    captured = [];
    const first = await app.inject({ method: 'GET', url, headers });
    const statements = captured.filter((query) => !/from "sessions"|from "users"/.test(query.sql));
    captured = null;
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    const { items, total } = first.json().data as { items: unknown[]; total: number };

    const server = await latency(200, async () => void (await app.inject({ method: 'GET', url, headers })));
    const http = await throughput(20, 10_000, async () => {
      const response = await fetch(`${address}${url}`, { headers });
      await response.arrayBuffer();
    });
    const direct = await throughput(20, 10_000, async () => {
      for (const statement of statements) await bare.query(statement.sql, [...statement.parameters]);
    });
    const name = `${scope.label}, ${variant.label}`;
    figures.push({
      name,
      rows: items.length,
      total,
      ...server,
      rps: http,
      bareRps: direct,
      statements: statements.length,
    });
    rows.push(
      `| ${name} | ${items.length} of ${total} | ${server.p50.toFixed(1)} | ${server.p95.toFixed(1)} | ${http.toFixed(0)} | ${direct.toFixed(0)} | ${((100 * http) / direct).toFixed(0)}% |`,
    );
    console.log(rows.at(-1));
  }
}
await bare.end();
await app.close();
await database.close();

const report = [
  `# Order list with ${orderCount.toLocaleString('en')} extra orders (3 lines each)`,
  '',
  `Bulk insert (through the triggers of migration 0007) and vacuum analyze: ${seedSeconds.toFixed(0)} s.`,
  'Latency is server-side (inject), 200 calls; req/s with 20 concurrent HTTP clients for 10 s; the bare',
  'client runs the same SQL statements with 20 concurrent loops.',
  '',
  '| scope, filter | rows | p50 ms | p95 ms | req/s | bare SQL req/s | ratio |',
  '|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'order-list.json'),
  JSON.stringify({ at: new Date().toISOString(), seedSeconds, figures }, null, 2),
);
await fs.writeFile(path.join(dir, 'order-list.md'), `${report}\n`);
console.log(`\n${report}`);
