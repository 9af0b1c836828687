// npm run bench: start-up, seeding and the session calls, measured in-process on in-memory PGlite and,
// when BENCH_DATABASE_URL is set, on PostgreSQL. Writes bench/results/<name>.json and a markdown summary.
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { actionNames } from '../src/domain/session/actions.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function measure(label: string, url: string | undefined): Promise<Figure[]> {
  const figures: Figure[] = [];
  const config = loadConfig({
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  let started = performance.now();
  const database = await openDatabase(config.database);
  const app = await buildApp(config, { database });
  await app.ready();
  figures.push({ name: `${label}: open, migrate and seed`, value: performance.now() - started, unit: 'ms' });

  started = performance.now();
  const login = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: 'kunde.admin', password: 'demo-pallet' },
  });
  figures.push({
    name: `${label}: one login (scrypt N=2^17)`,
    value: performance.now() - started,
    unit: 'ms',
  });
  const token = login.json().data.token as string;

  for (const [call, method, payload] of [
    ['Status', 'GET', undefined],
    ['Actions', 'POST', [...actionNames]],
    ['Locations?customerId=0', 'GET', undefined],
  ] as const) {
    const times: number[] = [];
    const target = call.replace('customerId=0', `customerId=${login.json().data.customer.id}`);
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      const response = await app.inject({
        method,
        url: `/api/no/${target}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload: payload as unknown as string[] } : {}),
      });
      if (response.statusCode !== 200) throw new Error(`${call}: ${response.statusCode} ${response.body}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    figures.push({
      name: `${label}: ${method} ${call.split('?')[0]} p50`,
      value: percentile(times, 50),
      unit: 'ms',
    });
    figures.push({
      name: `${label}: ${method} ${call.split('?')[0]} p95`,
      value: percentile(times, 95),
      unit: 'ms',
    });
  }
  figures.push({
    name: `${label}: resident memory after run`,
    value: process.memoryUsage().rss / 2 ** 20,
    unit: 'MiB',
  });
  await app.close();
  await database.close();
  return figures;
}

const figures = [
  ...(await measure('PGlite', undefined)),
  ...(process.env.BENCH_DATABASE_URL ? await measure('PostgreSQL', process.env.BENCH_DATABASE_URL) : []),
];
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'session-calls.json'),
  JSON.stringify({ at: new Date().toISOString(), figures }, null, 2),
);
const table = [
  '| measure | value |',
  '|---|---|',
  ...figures.map((f) => `| ${f.name} | ${f.value.toFixed(1)} ${f.unit} |`),
];
await fs.writeFile(path.join(dir, 'session-calls.md'), `# Session calls\n\n${table.join('\n')}\n`);
console.log(table.join('\n'));
