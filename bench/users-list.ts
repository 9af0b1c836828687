// npm run bench:users — Company → Users (issue 17, "Done when") for a customer with 5,000 users: GET
// adminUsers as the customer admin (kunde.admin) for the list's first page, a later page, the active
// filter and a search term, 100 calls each, in-process (inject). On in-memory PGlite, and on PostgreSQL
// (BENCH_DATABASE_URL: a server where it may create and drop the database `pallet_bench_users`; default
// the local one) unless BENCH_POSTGRES=off. Writes bench/results/users-list.{json,md}.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { latency } from './support/measure.ts';

const calls = 100;
const userCount = Number(process.env.BENCH_USERS ?? 5_000);
const admin = 'kunde.admin';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'pallet_bench_users';

const variants = [
  { label: 'first page (50, by name)', query: 'offset=0&limit=50' },
  { label: 'page 60 (offset 2,950)', query: 'offset=2950&limit=50' },
  { label: 'active only', query: 'isActive=true&offset=0&limit=50' },
  { label: 'search "lager 4"', query: `term=${encodeURIComponent('lager 4')}&offset=0&limit=50` },
];

/** `userCount` users of kunde.admin's customer in one statement, spread over its locations; 1 in 7 inactive. */
async function addUsers(app: FastifyInstance) {
  const owner = await app.db
    .selectFrom('users')
    .select(['marketId', 'customerId', 'passwordHash'])
    .where('loginName', '=', admin)
    .executeTakeFirstOrThrow();
  const locations = await app.db
    .selectFrom('locations')
    .select('id')
    .where('customerId', '=', owner.customerId)
    .execute();
  await sql`
    insert into users (market_id, customer_id, location_id, login_name, name, email, password_hash,
                       is_active, last_login_at)
    select ${owner.marketId}, ${owner.customerId},
           (${sql.val(locations.map((location) => location.id))}::int[])[1 + n % ${locations.length}],
           'bench.user.' || n, 'Lager ' || n || ' Bruker', 'bench.user.' || n || '@example.no',
           ${owner.passwordHash}, n % 7 <> 0, now() - (n || ' minutes')::interval
    from generate_series(1, ${userCount}) as n
  `.execute(app.db);
}

async function measure(databaseUrl?: string) {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: ':memory:' }),
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    JOBS: 'off',
  });
  const app = await buildApp(config);
  await addUsers(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: admin, password: 'demo-pallet' },
  });
  const headers = { authorization: `Bearer ${login.json().data.token as string}` };
  const results = [];
  for (const variant of variants) {
    const call = async () => {
      const answer = await app.inject({ method: 'GET', url: `/api/no/adminUsers?${variant.query}`, headers });
      if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
    };
    await call(); // warm-up, not counted
    const first = await app.inject({ method: 'GET', url: `/api/no/adminUsers?${variant.query}`, headers });
    const body = first.json() as { data: { total: number; rows: unknown[] } };
    results.push({
      ...variant,
      total: body.data.total,
      rows: body.data.rows.length,
      ...(await latency(calls, call)),
    });
  }
  await app.close();
  return results;
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

const runs = [{ database: 'PGlite', results: await measure() }];
if (process.env.BENCH_POSTGRES !== 'off') runs.push({ database: 'PostgreSQL', results: await onPostgres() });

const report = [
  `# GET adminUsers for a customer with ${userCount.toLocaleString('en-US')} extra users`,
  '',
  `In-process (inject), ${calls} calls per variant after one warm-up, as ${admin}.`,
  '',
  '| database | variant | matching users | rows | median ms | p95 ms |',
  '|---|---|---|---|---|---|',
  ...runs.flatMap((run) =>
    run.results.map(
      (result) =>
        `| ${run.database} | ${result.label} | ${result.total} | ${result.rows} | ` +
        `${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} |`,
    ),
  ),
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'users-list.json'),
  JSON.stringify({ at: new Date().toISOString(), calls, userCount, runs }, null, 2),
);
await fs.writeFile(path.join(dir, 'users-list.md'), `${report}\n`);
console.log(`\n${report}`);
