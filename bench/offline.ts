// npm run bench:offline (issue 5 item 9) — the outbox and the offline start in Debian Chromium against the
// real server: how long the replayer takes to send 100 and 1000 comments queued offline once the network
// is back, and a cold start of the order list with no network and 500 kept orders, with and without 4×
// CPU throttling. Needs the built app: run `npx vite build` first. Counts: BENCH_DRAIN_COUNTS (100,1000),
// BENCH_COLD_RUNS (20), BENCH_CACHED_ORDERS (500). Writes bench/results/offline.{json,md}.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OrderListAnswer } from '../src/domain/orders/order-list.ts';
import { startAppServer } from './support/app-server.ts';
import { openBrowserSession } from './support/browser-session.ts';
import { cloneOrders, keepOrderListOffline, measureColdStarts } from './support/offline-cold-start.ts';
import { measureDrain, type DrainFigures } from './support/outbox-drain.ts';
import { portalApi } from './support/portal-api.ts';

const drainCounts = (process.env.BENCH_DRAIN_COUNTS ?? '100,1000').split(',').map(Number);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 20);
const cachedOrders = Number(process.env.BENCH_CACHED_ORDERS ?? 500);
const drainTargetsMs: Record<number, number> = { 100: 5_000, 1000: 30_000 };
const coldStartTargetMs = 2_000;
const orderNoPrefix = 'NO-9';

/** Both measurements against one server and one logged-in browser. */
async function measure(baseURL: string) {
  const api = await portalApi(baseURL, 'global');
  // Ordered orders, which the provider staff user may comment on (as e2e/offline-sync.spec.ts does).
  const { items: orders } = await api.get<OrderListAnswer>('orders', { transactionStatus: '1', count: 10 });
  if (orders.length === 0) throw new Error('no ordered order to comment on');
  const session = await openBrowserSession(baseURL, 'global', orderNoPrefix);
  try {
    // Reads the outbox from a page that runs no app code (/healthz is never the app shell).
    const probePage = await session.context.newPage();
    await probePage.goto('/healthz');
    const setup = { context: session.context, probePage, user: session.user, api };
    const drains: DrainFigures[] = [];
    for (const count of drainCounts) {
      drains.push(await measureDrain(setup, orders, count, Math.max(60_000, count * 120)));
      console.log(drains.at(-1));
    }
    await keepOrderListOffline(
      session.context,
      { appPage: session.page, probePage, user: session.user },
      cloneOrders(orders[0]!, cachedOrders, orderNoPrefix),
    );
    const coldStarts = [];
    for (const cpuRate of [1, 4]) {
      coldStarts.push(await measureColdStarts(session.context, coldRuns, cpuRate));
      console.log(coldStarts.at(-1));
    }
    return { chromiumVersion: session.browser.version(), commentedOrders: orders.length, drains, coldStarts };
  } finally {
    await session.browser.close();
  }
}

const loadAverage = os.loadavg();
const server = await startAppServer();
const { chromiumVersion, commentedOrders, drains, coldStarts } = await measure(server.baseURL).finally(
  server.stop,
);
const loadAverageAtEnd = os.loadavg();
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
const verdict = (value: number | null, target: number | undefined) =>
  target === undefined
    ? '—'
    : `≤ ${target / 1000} s: ${value !== null && value <= target ? 'met' : 'missed'}`;
const report = [
  '# Offline: outbox drain and cold start (issue 5 item 9)',
  '',
  `${new Date().toISOString()}; ${os.cpus().length} cores, load average ${loads(loadAverage)} at start and ` +
    `${loads(loadAverageAtEnd)} at the end; Chromium ${chromiumVersion}; the server on in-memory PGlite.`,
  '',
  `## Outbox drain: comments over ${commentedOrders} ordered orders, queued offline`,
  '',
  'Times from reconnect (network restored in the browser context).',
  '',
  '| entries | first POST sent | first answer | none waiting | all acknowledged | target | stopped | on the server once / more / missing |',
  '|---|---|---|---|---|---|---|---|',
  ...drains.map(
    (d) =>
      `| ${d.entries} | ${ms(d.firstRequestMs)} | ${ms(d.firstAnswerMs)} | ${ms(d.drainedMs)} | ${ms(d.emptiedMs)} | ` +
      `${verdict(d.drainedMs, drainTargetsMs[d.entries])} | ${d.stopped} | ${d.once} / ${d.duplicated} / ${d.missing} |`,
  ),
  '',
  `## Cold start with no network: /app/orders with ${cachedOrders} kept orders, ${coldRuns} runs`,
  '',
  'Navigation start → the first frame showing a kept order in the grid, and the sync indicator',
  `(nearest-rank percentiles: the p95 of ${coldRuns} runs is the slowest).`,
  '',
  '| CPU | grid rows p50 | grid rows p95 | sync indicator p50 | sync indicator p95 | target (grid p95) |',
  '|---|---|---|---|---|---|',
  ...coldStarts.map(
    (c) =>
      `| ${c.cpuRate === 1 ? 'unthrottled' : `${c.cpuRate}× slower`} | ${ms(c.rows.p50)} | ${ms(c.rows.p95)} | ` +
      `${ms(c.indicator.p50)} | ${ms(c.indicator.p95)} | ${verdict(c.rows.p95, coldStartTargetMs)} |`,
  ),
].join('\n');

const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'offline.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      loadAverage,
      loadAverageAtEnd,
      cores: os.cpus().length,
      chromiumVersion,
      commentedOrders,
      cachedOrders,
      drains,
      coldStarts,
    },
    null,
    2,
  ),
);
await fs.writeFile(path.join(dir, 'offline.md'), `${report}\n`);
console.log(`\n${report}`);
