// npm run bench:uploads: how other calls fare while ten comment uploads trickle in at 1 byte a second
// (issue 14 item 1). In-process server on a real port, in-memory PGlite and, with BENCH_DATABASE_URL,
// PostgreSQL (a database it makes and drops). Writes bench/results/slow-uploads.json and .md.
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { withBenchDatabase } from './support/bench-database.ts';

const uploads = 10;
const probes = 20;
const trickleSeconds = 25;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function commentForm(orderId: number, index: number) {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('text', `Trickled comment ${index}`);
  form.append(
    'attachments',
    new Blob([new Uint8Array(Buffer.from('%PDF-1.1\n%%EOF\n'.repeat(8)))]),
    'note.pdf',
  );
  const request = new Request('http://bench/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

/** Opens an upload and sends its body one byte a second; resolves with the answer's status line. */
function trickle(port: number, token: string, key: string, form: { body: Buffer; type: string }) {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    [
      'POST /api/no/orderComment HTTP/1.1',
      'Host: 127.0.0.1',
      `Content-Type: ${form.type}`,
      `Content-Length: ${form.body.length}`,
      `Authorization: Bearer ${token}`,
      `Idempotency-Key: ${key}`,
      '',
      '',
    ].join('\r\n'),
  );
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < form.body.length) socket.write(form.body.subarray(sent, ++sent));
  }, 1000);
  const answer = new Promise<string>((resolve) => {
    socket.once('data', (chunk) => resolve(chunk.toString().split('\r\n')[0] ?? ''));
    socket.once('close', () => resolve('closed'));
  });
  return { answer, stop: () => (clearInterval(timer), socket.destroy()) };
}

async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) }).catch(() => null);
  await response?.arrayBuffer();
  return { ms: performance.now() - started, status: response?.status ?? 0 };
}

async function measure(label: string, url: string | undefined) {
  const config = loadConfig({
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase(config.database);
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/no/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userLoginName: 'kunde.admin', password: 'demo-pallet' }),
  }).then((response) => response.json() as Promise<{ data: { token: string } }>);
  const token = login.data.token;
  const orders = await fetch(`${base}/api/no/Orders?count=1`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json() as Promise<{ data: { items: { id: number }[] } }>);
  const orderId = orders.data.items[0]!.id;

  const open = await Promise.all(
    Array.from({ length: uploads }, async (_, index) =>
      trickle(
        port,
        token,
        `bench-trickle-${label}-${index}-${Date.now()}`,
        await commentForm(orderId, index),
      ),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const health: number[] = [];
  const status: number[] = [];
  const deadline = performance.now() + trickleSeconds * 1000;
  for (let i = 0; i < probes && performance.now() < deadline; i++) {
    const h = await timed(`${base}/healthz`);
    const s = await timed(`${base}/api/no/Status`, { headers: { authorization: `Bearer ${token}` } });
    if (h.status === 200) health.push(h.ms);
    if (s.status === 200) status.push(s.ms);
  }
  for (const upload of open) upload.stop();
  await app.close();
  const sortedHealth = health.sort((a, b) => a - b);
  const sortedStatus = status.sort((a, b) => a - b);
  return {
    label,
    healthzAnswered: `${health.length} of ${probes}`,
    healthzP50: percentile(sortedHealth, 50),
    healthzMax: sortedHealth.at(-1) ?? 0,
    statusAnswered: `${status.length} of ${probes}`,
    statusP50: percentile(sortedStatus, 50),
    statusMax: sortedStatus.at(-1) ?? 0,
  };
}

const results = [await measure('PGlite', undefined)];
const postgres = process.env.BENCH_DATABASE_URL;
if (postgres)
  results.push(
    await withBenchDatabase(postgres, 'pallet_bench_uploads', (url) => measure('PostgreSQL', url)),
  );
const lines = [
  `# Calls while ${uploads} uploads trickle at 1 byte/s (${new Date().toISOString().slice(0, 10)})`,
  '',
  '| database | healthz answered | healthz p50 / max ms | Status answered | Status p50 / max ms |',
  '|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.label} | ${r.healthzAnswered} | ${r.healthzP50.toFixed(1)} / ${r.healthzMax.toFixed(1)} | ${r.statusAnswered} | ${r.statusP50.toFixed(1)} / ${r.statusMax.toFixed(1)} |`,
  ),
];
await fs.mkdir('bench/results', { recursive: true });
await fs.writeFile(path.join('bench/results', 'slow-uploads.json'), JSON.stringify(results, null, 2));
await fs.writeFile(path.join('bench/results', 'slow-uploads.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
