// npm run bench:containers — issue 20 at a large provider's size: the container register's first page
// and a container with its history (10,000 containers, 5 transactions each), a repair mark as the
// outbox sends it, and shop accounting's totals and XLSX export for a month of 20,000 entries. In-process
// (app.inject) on in-memory PGlite, and on PostgreSQL (BENCH_DATABASE_URL, a server where it may create
// and drop `pallet_bench_containers`; default the local one) unless BENCH_POSTGRES=off.
// Writes bench/results/containers.{json,md}.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { latency } from './support/measure.ts';

const containerCount = Number(process.env.BENCH_CONTAINERS ?? 10_000);
const historyLength = 5;
const shopEntries = Number(process.env.BENCH_SHOP_ENTRIES ?? 20_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'pallet_bench_containers';
/** A month with no demo entries, so the export holds exactly the bench's rows. */
const month = '2025-01';

async function tokenOf(app: FastifyInstance, loginName: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: loginName, password: 'demo-pallet' },
  });
  return { authorization: `Bearer ${login.json().data.token as string}` };
}

/** Containers at the provider's depot, each with ended transactions and one current. */
async function fillRegister(app: FastifyInstance) {
  const depot = await app.db
    .selectFrom('locations')
    .select(['id', 'customerId'])
    .where('marketId', '=', 'no')
    .where('name', '=', 'Nordpall Alnabru')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < containerCount; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, containerCount - start) }, (_, i) => ({
      marketId: 'no',
      number: `BENCH-${String(start + i).padStart(6, '0')}`,
      containerTypeId: ['PB1200', 'RC800', 'FC1200'][(start + i) % 3]!,
      customerId: depot.customerId,
      locationId: depot.id,
    }));
    const stored = await app.db.insertInto('containers').values(rows).returning('id').execute();
    await app.db
      .insertInto('containerTransactions')
      .values(
        stored.flatMap(({ id }) =>
          Array.from({ length: historyLength }, (_, n) => ({
            containerId: id,
            typeId: n % 2 === 0 ? 'IN_STOCK' : 'DELIVERED',
            locationId: depot.id,
            createdAt: new Date(Date.UTC(2025, 0, 1 + n * 20)),
            endedAt: n === historyLength - 1 ? null : new Date(Date.UTC(2025, 0, 21 + n * 20)),
          })),
        ),
      )
      .execute();
  }
  await sql`analyze containers`.execute(app.db);
  await sql`analyze container_transactions`.execute(app.db);
}

async function fillLedger(app: FastifyInstance) {
  const global = await app.db
    .selectFrom('users')
    .select('id')
    .where('loginName', '=', 'global')
    .where('marketId', '=', 'no')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < shopEntries; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, shopEntries - start) }, (_, i) => {
      const n = start + i;
      const quantity = 1 + (n % 40);
      const net = quantity * 95;
      return {
        marketId: 'no',
        date: `${month}-${String(1 + (n % 31)).padStart(2, '0')}`,
        channel: n % 3 === 0 ? ('Wholesale' as const) : ('Shop' as const),
        buyer: `Kunde ${n % 500}`,
        productId: 'EUR',
        quantity,
        unitPrice: 95,
        vatRate: 25,
        net,
        vat: net * 0.25,
        gross: net * 1.25,
        paymentMethod: (['Card', 'Cash', 'Invoice', 'Mobile'] as const)[n % 4]!,
        createdBy: global.id,
      };
    });
    await app.db.insertInto('shopTransactions').values(rows).execute();
  }
  await sql`analyze shop_transactions`.execute(app.db);
}

async function measure(databaseUrl?: string) {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: ':memory:' }),
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    JOBS: 'off',
  });
  const app = await buildApp(config);
  await fillRegister(app);
  await fillLedger(app);
  const global = await tokenOf(app, 'global');
  const get = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url: `/api/no/${url}`, headers: global });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return answer;
  };

  const firstPage = await latency(30, async () => void (await get('Containers')));
  const filtered = await latency(
    30,
    async () => void (await get('Containers?status=OK&typeId=RC800&term=BENCH-00')),
  );
  const container = await app.db
    .selectFrom('containers')
    .select('id')
    .where('number', '=', `BENCH-${String(Math.floor(containerCount / 2)).padStart(6, '0')}`)
    .executeTakeFirstOrThrow();
  const detail = await latency(30, async () => void (await get(`Container?id=${container.id}`)));
  let version = 1;
  const mark = await latency(30, async () => {
    const status = version % 2 === 1 ? 'NeedsRepair' : 'OK';
    const answer = await app.inject({
      method: 'POST',
      url: '/api/no/containerStatus',
      headers: { ...global, 'idempotency-key': randomUUID() },
      payload: { id: container.id, status, reason: 'Bench', version },
    });
    if (answer.statusCode !== 200) throw new Error(`containerStatus: ${answer.statusCode} ${answer.body}`);
    version++;
  });

  const totals = await latency(10, async () => void (await get(`ShopTotals?month=${month}`)));
  const exportStarted = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  const xlsx = await get(`ShopTransactionsExport?format=xlsx&month=${month}`);
  const exportMs = performance.now() - exportStarted;
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
  await app.close();
  return {
    registerMs: { firstPage, filtered, detail, mark },
    shop: { totals, exportMs, exportBytes: xlsx.rawPayload.length, heapGrowthBytes: heapGrowth },
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

const ms = (value: number) => value.toFixed(1);
const report = [
  '# Containers and shop accounting at size',
  '',
  `${containerCount.toLocaleString('en-US')} containers with ${historyLength} transactions each (and the demo's),`,
  `as global (the whole market); ${shopEntries.toLocaleString('en-US')} shop entries in ${month}. In-process`,
  'calls (no network), 30 runs each (totals 10); p50 / p95 in ms.',
  '',
  '| database | register page 1 | filtered page | container + history | repair mark | shop month totals | XLSX export of the month ms | XLSX KB | heap growth MB |',
  '|---|---|---|---|---|---|---|---|---|',
  ...runs.map(({ database, result: r }) => {
    const pair = (p: { p50: number; p95: number }) => `${ms(p.p50)} / ${ms(p.p95)}`;
    return (
      `| ${database} | ${pair(r.registerMs.firstPage)} | ${pair(r.registerMs.filtered)} | ` +
      `${pair(r.registerMs.detail)} | ${pair(r.registerMs.mark)} | ${pair(r.shop.totals)} | ` +
      `${ms(r.shop.exportMs)} | ${(r.shop.exportBytes / 1024).toFixed(0)} | ` +
      `${(r.shop.heapGrowthBytes / 1024 / 1024).toFixed(1)} |`
    );
  }),
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'containers.json'),
  JSON.stringify({ at: new Date().toISOString(), containerCount, shopEntries, runs }, null, 2),
);
await fs.writeFile(path.join(dir, 'containers.md'), `${report}\n`);
console.log(`\n${report}`);
