// npm run bench:stall: how the health check fares while a customer admin sends
// two import files meant to stall the server at once: an .xlsx "zip bomb" (0.8 MB that claims 2 KB a
// part and unpacks to 800 MB) and a CSV of one million rows (4 MB). In-process server on a real port,
// in-memory PGlite and, with BENCH_DATABASE_URL, PostgreSQL (a database it makes and drops). Health
// checks every 50 ms from the attack's start to its last answer; peak rss sampled every 20 ms (worker
// threads included) as growth over the rss before the attack (run with --expose-gc, as the npm script
// does, so the fixture's making is not counted). Writes bench/results/stall-attacks.{json,md}.
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { xlsxBomb } from '../tests/server/import/zip-fixtures.ts';
import { withBenchDatabase } from './support/bench-database.ts';
import { percentiles } from './support/measure.ts';

const attackers = 2;

const attacks = {
  'xlsx bomb (800 MB unpacked)': { name: 'bomb.xlsx', content: () => xlsxBomb(800 * 1024 * 1024) },
  'CSV of 1,000,000 rows': {
    name: 'million.csv',
    content: () =>
      Buffer.from(['Navn,GLN', ...Array.from({ length: 1_000_000 }, (_, i) => `L,${i % 10}`)].join('\n')),
  },
} as const;

async function importRead(base: string, token: string, file: { name: string; content: Buffer }) {
  const form = new FormData();
  form.append('kind', 'locations');
  form.append('hasHeader', 'true');
  form.append('startRow', '1');
  form.append('values', 'original');
  form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  const started = performance.now();
  const response = await fetch(`${base}/api/no/importRead`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(300_000),
  });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message ?? '', ms: performance.now() - started };
}

async function healthUntil(base: string, done: () => boolean) {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(120_000) }).catch(
      () => null,
    );
    await response?.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

async function measure(label: string, url: string | undefined) {
  const config = loadConfig({
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    PASSWORD_HASH_COST: '12',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase(config.database);
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = (await fetch(`${base}/api/no/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userLoginName: 'kunde.admin', password: 'demo-pallet' }),
  }).then((response) => response.json())) as { data: { token: string } };
  const rows = [];
  for (const [attack, file] of Object.entries(attacks)) {
    const content = file.content();
    global.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    let finished = false;
    const health = healthUntil(base, () => finished);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: attackers }, () =>
        importRead(base, login.data.token, { name: file.name, content }),
      ),
    );
    const wallMs = performance.now() - started;
    finished = true;
    const times = await health;
    clearInterval(sampler);
    const { p50 } = percentiles(times);
    rows.push({
      database: label,
      attack,
      fileKb: Math.round(content.length / 1024),
      answers: answers.map((answer) => `${answer.status} ${answer.message}`).join(' / '),
      answerMs: Math.round(Math.max(...answers.map((answer) => answer.ms))),
      wallMs: Math.round(wallMs),
      healthP50: Math.round(p50),
      healthMax: Math.round(Math.max(...times)),
      rssGrowthMb: Math.round((peakRss - baseRss) / 1024 / 1024),
    });
  }
  await app.close();
  return rows;
}

const results = await measure('PGlite', undefined);
const postgres = process.env.BENCH_DATABASE_URL;
if (postgres)
  results.push(
    ...(await withBenchDatabase(postgres, 'pallet_bench_stall', (url) => measure('PostgreSQL', url))),
  );
const lines = [
  `# Health checks while ${attackers} import files meant to stall the server go in at once (${new Date().toISOString().slice(0, 10)})`,
  '',
  '| database | attack | file KB | answers | slowest answer ms | health p50 / max ms | rss growth MB |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.attack} | ${r.fileKb} | ${r.answers} | ${r.answerMs} | ${r.healthP50} / ${r.healthMax} | ${r.rssGrowthMb} |`,
  ),
];
await fs.mkdir('bench/results', { recursive: true });
await fs.writeFile(path.join('bench/results', 'stall-attacks.json'), JSON.stringify(results, null, 2));
await fs.writeFile(path.join('bench/results', 'stall-attacks.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
