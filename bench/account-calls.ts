// npm run bench:account-calls — what a login and a new user's save cost beyond the password hash.
// In-process on in-memory PGlite at the production password cost (scrypt N=2^17): POST Login of
// kunde.admin, and POST adminUser creating a user at kunde.admin's location; 10 of each after a
// warm-up, beside 10 scrypt checks alone. Writes bench/results/account-calls.{json,md}.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { hashPassword, verifyPassword } from '../src/server/auth/password.ts';
import { loadConfig } from '../src/server/config.ts';
import { percentiles } from './support/measure.ts';
import { writeBenchResults } from './support/write-results.ts';
import { makeUserInput } from '../tests/server/user-admin/user-admin-api.ts';

const rounds = 10;
const app = await buildApp(loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', JOBS: 'off' }));

async function timed(run: () => Promise<void>) {
  const times: number[] = [];
  await run(); // warm-up, not counted
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

async function login() {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: 'kunde.admin', password: 'demo-pallet' },
  });
  if (answer.statusCode !== 200) throw new Error(`Login: ${answer.statusCode} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
}

const token = await login();
const admin = await app.db
  .selectFrom('users')
  .select('locationId')
  .where('marketId', '=', 'no')
  .where('loginName', '=', 'kunde.admin')
  .executeTakeFirstOrThrow();
async function saveNewUser() {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/no/adminUser',
    headers: { authorization: `Bearer ${token}` },
    payload: { ...makeUserInput(admin.locationId), language: 'nb-NO' },
  });
  if (answer.statusCode !== 200) throw new Error(`adminUser: ${answer.statusCode} ${answer.body}`);
}

const hash = await hashPassword('demo-pallet', 17);
const results = {
  scryptCheck: await timed(async () => void (await verifyPassword('demo-pallet', hash))),
  login: await timed(async () => void (await login())),
  newUserSave: await timed(saveNewUser),
};
await app.close();

const report = [
  '| call | p50 ms | p95 ms |',
  '|---|---|---|',
  ...Object.entries(results).map(
    ([name, { p50, p95 }]) => `| ${name} | ${p50.toFixed(0)} | ${p95.toFixed(0)} |`,
  ),
].join('\n');
console.log(report);
await writeBenchResults('account-calls', results, report);
