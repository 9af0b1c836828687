// npx tsx bench/login-timing.ts — issue 14 items 2 and 4. (1) POST Login's time for an unknown name, a
// disabled account and a wrong password, 20 each in turn, in-process on in-memory PGlite at the production
// password cost (scrypt N=2^17): the three medians should match. (2) How many of 50 wrong logins sent at
// once are checked on PostgreSQL (limits 5 per name, 30 per address): for one name from 50 addresses, and
// from one address for 50 names. Needs BENCH_DATABASE_URL (a server where it may create and drop the
// database `pallet_bench_login`; default the local one) unless BENCH_POSTGRES=off.
// Writes bench/results/login-timing.{json,md}.
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { percentiles } from './support/measure.ts';

const rounds = 20;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'pallet_bench_login';

async function loginTime(app: FastifyInstance, userLoginName: string, password: string, address: string) {
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    remoteAddress: address,
    payload: { userLoginName, password },
  });
  const ms = performance.now() - started;
  if (answer.statusCode !== 401) throw new Error(`expected 401, got ${answer.statusCode}: ${answer.body}`);
  return ms;
}

async function timings() {
  // Limits out of the way: every attempt here must reach the password check.
  const config = loadConfig({
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    LOGIN_MAX_FAILURES_PER_NAME: '10000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
  });
  const app = await buildApp(config);
  const disabled = await app.db
    .selectFrom('users')
    .select('loginName')
    .where('marketId', '=', 'no')
    .where('isActive', '=', false)
    .executeTakeFirstOrThrow();
  const kinds = {
    unknown: (round: number) => loginTime(app, `nobody-${round}`, 'demo-pallet', '10.9.0.1'),
    disabled: () => loginTime(app, disabled.loginName, 'demo-pallet', '10.9.0.2'),
    wrong: (round: number) => loginTime(app, 'lager', `wrong-${round}`, '10.9.0.3'),
  };
  const times: Record<keyof typeof kinds, number[]> = { unknown: [], disabled: [], wrong: [] };
  for (const run of Object.values(kinds)) await run(-1); // warm-up, not counted
  for (let round = 0; round < rounds; round++) {
    for (const [kind, run] of Object.entries(kinds)) times[kind as keyof typeof kinds].push(await run(round));
  }
  await app.close();
  return Object.fromEntries(Object.entries(times).map(([kind, list]) => [kind, percentiles(list)]));
}

async function parallelChecks() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    PASSWORD_HASH_COST: '12',
  });
  const app = await buildApp(config);
  const burst = async (attempt: (index: number) => [string, string]) => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const [userLoginName, address] = attempt(index);
        const answer = await app.inject({
          method: 'POST',
          url: '/api/no/Login',
          remoteAddress: address,
          payload: { userLoginName, password: 'wrong' },
        });
        return answer.statusCode;
      }),
    );
    return statuses.filter((status) => status === 401).length;
  };
  const oneName = await burst((index) => ['lager', `10.8.0.${index + 1}`]);
  const oneAddress = await burst((index) => [`nobody-${index}`, '10.8.1.1']);
  await app.close();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  return { oneName, oneAddress };
}

const timing = await timings();
const parallel = process.env.BENCH_POSTGRES === 'off' ? null : await parallelChecks();
const report = [
  `# POST Login: timing of failures and limits under parallel attempts`,
  '',
  `In-process (inject) on in-memory PGlite, scrypt N=2^17, ${rounds} attempts of each kind in turn.`,
  '',
  '| failed login | median ms | p95 ms |',
  '|---|---|---|',
  ...Object.entries(timing).map(
    ([kind, { p50, p95 }]) => `| ${kind} | ${p50.toFixed(0)} | ${p95.toFixed(0)} |`,
  ),
  '',
  parallel
    ? [
        '50 wrong logins sent at once on PostgreSQL (limits 5 per name, 30 per address), passwords checked:',
        `one name from 50 addresses ${parallel.oneName} of 50; one address for 50 names ${parallel.oneAddress} of 50.`,
      ].join('\n')
    : 'PostgreSQL part skipped (BENCH_POSTGRES=off).',
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'login-timing.json'),
  JSON.stringify({ at: new Date().toISOString(), timing, parallel }, null, 2),
);
await fs.writeFile(path.join(dir, 'login-timing.md'), `${report}\n`);
console.log(`\n${report}`);
