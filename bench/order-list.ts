// npm run bench:orders — the order list call (issue 4) on PostgreSQL with 1,000,000 extra orders of 3 lines:
// server-side latency over 200 calls per variant, requests per second under 20 concurrent HTTP clients,
// and the same SQL through a bare node-postgres pool for the ratio. Then, for the 1,000-order answer of
// each scope (issue 15 item 11), the bytes on the wire, CPU per call and req/s uncompressed, brotli and
// gzip, with their ratios to the bare client, and brotli's quality 4 and 5 against gzip 6 on that answer.
// Needs BENCH_DATABASE_URL (a server where it may create and drop the database `pallet_bench`).
// Writes bench/results/order-list.{json,md}.
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { bulkInsertOrders } from './support/bulk-orders.ts';
import { compressionFigures, encodingComparison } from './support/compression-figures.ts';
import { latency, throughput } from './support/measure.ts';
import { wireGet } from './support/wire-get.ts';

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
const compressionRows: string[] = [];
const compression: Record<string, unknown>[] = [];
let largestAnswer: Buffer | null = null;
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
    // Uncompressed, as before issue 15: the compressed answers are measured below.
    const http = await throughput(20, 10_000, async () => void (await wireGet(`${address}${url}`, headers)));
    const runSql = async () => {
      for (const statement of statements) await bare.query(statement.sql, [...statement.parameters]);
    };
    const direct = await throughput(20, 10_000, runSql);
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

    if (variant.label === 'default') {
      const measured = await compressionFigures({ app, address, url, headers, runSql, bareRps: direct });
      if (!largestAnswer || measured.identityBody.length > largestAnswer.length)
        largestAnswer = measured.identityBody;
      for (const figure of measured.figures) {
        compression.push({ name: scope.label, ...figure });
        compressionRows.push(
          `| ${scope.label} | ${figure.encoding} | ${(figure.bytes / 1024).toFixed(0)} KiB | ${figure.cpuMs.toFixed(2)} | ${figure.cpuRatio.toFixed(1)}× | ${figure.rps.toFixed(0)} | ${((100 * figure.rps) / direct).toFixed(0)}% |`,
        );
        console.log(compressionRows.at(-1));
      }
    }
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
  '',
  '## The 1,000-order answer on the wire (issue 15 item 11)',
  '',
  'Bytes as sent. CPU per call: this process (server and an HTTP client that counts the bytes and never',
  'decodes them; all threads) over 30 sequential calls, and its ratio to the bare client running the same',
  'SQL. req/s: 20 concurrent such clients for 5 s, as a percentage of the bare client. The encodings take',
  'turns over 3 rounds; each figure is the median.',
  '',
  '| scope | encoding | bytes | CPU ms/call | CPU vs bare SQL | req/s | req/s vs bare SQL |',
  '|---|---|---|---|---|---|---|',
  ...compressionRows,
  '',
  'Encoders on the largest answer (median of 30, one call each, this thread):',
  '',
  '| encoder | bytes | ms |',
  '|---|---|---|',
  ...(largestAnswer ? encodingComparison(largestAnswer) : []).map(
    (entry) => `| ${entry.encoder} | ${(entry.bytes / 1024).toFixed(0)} KiB | ${entry.ms.toFixed(1)} |`,
  ),
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'order-list.json'),
  JSON.stringify({ at: new Date().toISOString(), seedSeconds, figures, compression }, null, 2),
);
await fs.writeFile(path.join(dir, 'order-list.md'), `${report}\n`);
console.log(`\n${report}`);
