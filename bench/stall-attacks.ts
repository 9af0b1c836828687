// npm run bench:stall: how the health check fares while a customer admin sends two import files meant
// to stall the server at once (an .xlsx "zip bomb": 0.8 MB that claims 2 KB a part and unpacks to
// 800 MB; a CSV of one million rows, 4 MB), and while a user sends a support ticket with the most it
// takes: five attachments of 10 MB. In-process server on a real port,
// PGlite in memory and in a folder (as npm start keeps it) and, with BENCH_DATABASE_URL, PostgreSQL (a database it makes and drops). Health
// checks every 50 ms from the attack's start to its last answer; peak rss sampled every 20 ms (worker
// threads included) as growth over the rss before the attack (run with --expose-gc, as the npm script
// does, so the fixture's making is not counted). Writes bench/results/stall-attacks.{json,md}.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { xlsxBomb } from '../tests/server/import/zip-fixtures.ts';
import { withBenchDatabase } from './support/bench-database.ts';
import { percentiles } from './support/measure.ts';

const importers = 2;
const attachments = 5;

interface Answer {
  status: number;
  message: string;
  ms: number;
}

interface Attack {
  fileKb: number;
  /** Sends the attack's requests at once with these logins' tokens. */
  send: (base: string, tokens: Record<'admin' | 'user', string>) => Promise<Answer[]>;
}

function importAttack(name: string, content: Buffer): Attack {
  return {
    fileKb: Math.round((content.length * importers) / 1024),
    send: (base, tokens) =>
      Promise.all(Array.from({ length: importers }, () => importRead(base, tokens.admin, { name, content }))),
  };
}

/** A PDF of 10 MB, the most a support attachment may be: the header, then bytes that do not compress. */
function largePdf(): Buffer {
  const size = 10 * 1024 * 1024;
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

const attacks: Record<string, () => Attack> = {
  [`${importers} × xlsx bomb (800 MB unpacked)`]: () =>
    importAttack('bomb.xlsx', xlsxBomb(800 * 1024 * 1024)),
  [`${importers} × CSV of 1,000,000 rows`]: () =>
    importAttack(
      'million.csv',
      Buffer.from(['Navn,GLN', ...Array.from({ length: 1_000_000 }, (_, i) => `L,${i % 10}`)].join('\n')),
    ),
  [`support ticket with ${attachments} × 10 MB`]: () => {
    const pdf = largePdf();
    return {
      fileKb: Math.round((pdf.length * attachments) / 1024),
      send: async (base, tokens) => [await supportTicket(base, tokens.user, pdf)],
    };
  },
};

/** POSTs a form to a call and says how it was answered, and how long that took. */
async function postForm(base: string, token: string, call: string, form: FormData): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}/api/no/${call}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(300_000),
  });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message ?? '', ms: performance.now() - started };
}

async function importRead(base: string, token: string, file: { name: string; content: Buffer }) {
  const form = new FormData();
  form.append('kind', 'locations');
  form.append('hasHeader', 'true');
  form.append('startRow', '1');
  form.append('values', 'original');
  form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  return postForm(base, token, 'importRead', form);
}

async function supportTicket(base: string, token: string, pdf: Buffer) {
  const form = new FormData();
  form.append('topic', 'Skadde paller');
  form.append('description', 'Bilder og følgeseddel vedlagt.');
  form.append('category', 'delivery');
  for (let index = 0; index < attachments; index++)
    form.append(
      'attachments',
      new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
      `scan-${index}.pdf`,
    );
  return postForm(base, token, 'supportTicket', form);
}

async function login(base: string, userLoginName: string) {
  const answer = (await fetch(`${base}/api/no/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userLoginName, password: 'demo-pallet' }),
  }).then((response) => response.json())) as { data: { token: string } };
  return answer.data.token;
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

async function measure(label: string, url: string | undefined, dataDir = ':memory:') {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    PASSWORD_HASH_COST: '12',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase(config.database);
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tokens = { admin: await login(base, 'kunde.admin'), user: await login(base, 'butikk') };
  const rows = [];
  for (const [attack, make] of Object.entries(attacks)) {
    const { fileKb, send } = make();
    global.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    let finished = false;
    const health = healthUntil(base, () => finished);
    const started = performance.now();
    const answers = await send(base, tokens);
    const wallMs = performance.now() - started;
    finished = true;
    const times = await health;
    clearInterval(sampler);
    const { p50 } = percentiles(times);
    rows.push({
      database: label,
      attack,
      fileKb,
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

const results = await measure('PGlite in memory', undefined);
// As `npm start` runs it: the data in a folder on disk.
const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'pallet-bench-stall-'));
try {
  results.push(...(await measure('PGlite in a folder', undefined, folder)));
} finally {
  await fs.rm(folder, { recursive: true, force: true });
}
const postgres = process.env.BENCH_DATABASE_URL;
if (postgres)
  results.push(
    ...(await withBenchDatabase(postgres, 'pallet_bench_stall', (url) => measure('PostgreSQL', url))),
  );
const lines = [
  `# Health checks while uploads meant to stall the server go in (${new Date().toISOString().slice(0, 10)})`,
  '',
  '| database | attack | KB sent at once | answers | slowest answer ms | health p50 / max ms | rss growth MB |',
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
