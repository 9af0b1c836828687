// npx tsx bench/forgot-password-timing.ts — issue 16 item 1 (closing note). POST ForgotPassword's time for
// an existing account (a reset link and a mail are queued, the e-mail job is woken) and a missing one
// (nothing is), 50 of each in turn, in-process (inject) with the default fixed answer time
// (FORGOT_PASSWORD_ANSWER_MS) and the limits raised out of the way: the two medians should match. The
// work itself (the same calls with no fixed answer time) shows how much room the floor leaves. On
// in-memory PGlite, and on PostgreSQL (BENCH_DATABASE_URL: a server where it may create and drop the
// database `pallet_bench_forgot`; default the local one) unless BENCH_POSTGRES=off.
// Writes bench/results/forgot-password.{json,md}.
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { percentiles } from './support/measure.ts';

const rounds = 50;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'pallet_bench_forgot';
const existing = 'kunde.admin';
const kinds = ['existing', 'missing'] as const;
type Kind = (typeof kinds)[number];

async function forgotTime(app: FastifyInstance, loginNameOrEmail: string) {
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: '/api/no/ForgotPassword',
    remoteAddress: '10.16.1.1',
    payload: { loginNameOrEmail },
  });
  const ms = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`expected 200, got ${answer.statusCode}: ${answer.body}`);
  return ms;
}

async function timings(answerMs: string | undefined, databaseUrl?: string) {
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: ':memory:' }),
    // Only the seed hashes a password here (ForgotPassword hashes none): a cheap cost starts it sooner.
    PASSWORD_HASH_COST: '12',
    LOG_LEVEL: 'silent',
    JOBS: process.env.BENCH_JOBS ?? 'on',
    ACCOUNT_REQUESTS_PER_ADDRESS: '100000',
    ACCOUNT_REQUESTS_PER_IDENTIFIER: '100000',
    ...(answerMs === undefined ? {} : { FORGOT_PASSWORD_ANSWER_MS: answerMs }),
  });
  const app = await buildApp(config);
  const identifier: Record<Kind, (round: number) => string> = {
    existing: () => existing,
    missing: (round) => `nobody-${round}`,
  };
  const times: Record<Kind, number[]> = { existing: [], missing: [] };
  for (const kind of kinds) await forgotTime(app, identifier[kind](-1)); // warm-up, not counted
  for (let round = 0; round < rounds; round++) {
    for (const kind of kinds) times[kind].push(await forgotTime(app, identifier[kind](round)));
  }
  const mails = await app.db
    .selectFrom('emailArchive')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', 'password-reset')
    .executeTakeFirstOrThrow();
  await app.close();
  return {
    answerMs: config.accountRequests.forgotPasswordAnswerMs,
    mailsQueued: Number(mails.count),
    existing: percentiles(times.existing),
    missing: percentiles(times.missing),
  };
}

/** Both runs on a fresh database of the PostgreSQL server, dropped again after each. */
async function onPostgres(answerMs: string | undefined) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  try {
    return await timings(answerMs, url);
  } finally {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

type Result = Awaited<ReturnType<typeof timings>>;
const runs: { database: string; withFloor: Result; workOnly: Result }[] = [
  { database: 'PGlite', withFloor: await timings(undefined), workOnly: await timings('0') },
];
if (process.env.BENCH_POSTGRES !== 'off') {
  runs.push({
    database: 'PostgreSQL',
    withFloor: await onPostgres(undefined),
    workOnly: await onPostgres('0'),
  });
}
const withFloor = runs[0]!.withFloor;
const rows = (database: string, result: Result, label: string) =>
  kinds.map(
    (kind) =>
      `| ${database} | ${label} | ${kind} | ${result[kind].p50.toFixed(1)} | ${result[kind].p95.toFixed(1)} |`,
  );
const report = [
  '# POST ForgotPassword: time of the answer for an existing and a missing account',
  '',
  `In-process (inject), job queue on, ${rounds} calls of each kind in turn (${existing} and a new unknown`,
  `name each time), limits raised out of the way. With the fixed answer time of ${withFloor.answerMs} ms`,
  '(FORGOT_PASSWORD_ANSWER_MS, the default) and, for the size of the work behind it, with none.',
  '',
  '| database | answer time | account | median ms | p95 ms |',
  '|---|---|---|---|---|',
  ...runs.flatMap((run) => [
    ...rows(run.database, run.withFloor, `${run.withFloor.answerMs} ms`),
    ...rows(run.database, run.workOnly, 'none (work only)'),
  ]),
  '',
  `Mails queued per run: ${runs.map((run) => `${run.withFloor.mailsQueued} and ${run.workOnly.mailsQueued}`).join(', ')}`,
  `(one per call for ${existing}, and its warm-up); none for the missing accounts.`,
  ...(runs.length === 1 ? ['', 'PostgreSQL part skipped (BENCH_POSTGRES=off).'] : []),
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'forgot-password.json'),
  JSON.stringify({ at: new Date().toISOString(), rounds, runs }, null, 2),
);
await fs.writeFile(path.join(dir, 'forgot-password.md'), `${report}\n`);
console.log(`\n${report}`);
