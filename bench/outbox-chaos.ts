// npx tsx bench/outbox-chaos.ts (issue 14 item 13) — the outbox under a rough network in Debian Chromium
// against the real server: comments queued offline, network flaps with more queued between them, answers
// dropped after the server committed while draining, then a server that stops answering while the
// browser stays online (no event when it comes back) and a reload meanwhile. Reports the sends made while
// offline, the longest wait from the last fault to the last acknowledgement, and whether every comment
// is on the server once. Needs the built app (`npx vite build`). BENCH_CHAOS_RUNS (3), BENCH_CHAOS_OFFLINE_MS
// (20000), BENCH_CHAOS_AWAY_MS (server away, 45000). Writes bench/results/outbox-chaos.{json,md}.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import type { OrderListAnswer } from '../src/domain/orders/order-list.ts';
import { cutNetwork, restoreNetwork } from '../e2e/support/network.ts';
import { startAppServer } from './support/app-server.ts';
import { openBrowserSession, type OfflineUser } from './support/browser-session.ts';
import { ChaosFaults } from './support/chaos-faults.ts';
import { commentEntries, triesCounted, wakeOutbox } from './support/chaos-outbox.ts';
import { probe } from './support/page-probe.ts';
import { portalApi } from './support/portal-api.ts';

const runs = Number(process.env.BENCH_CHAOS_RUNS ?? 3);
const awayMs = Number(process.env.BENCH_CHAOS_AWAY_MS ?? 45_000);
const offlineMs = Number(process.env.BENCH_CHAOS_OFFLINE_MS ?? 20_000);
const settleTargetMs = 30_000;

type Order = OrderListAnswer['items'][number];

interface ChaosFigures {
  comments: number;
  /** Tries the outbox made while the browser was offline: requests seen, and attempts it counted. */
  sendsWhileOffline: number;
  triesWhileOffline: number;
  dropped: number;
  settleMs: number | null;
  stopped: number;
  once: number;
  duplicated: number;
  missing: number;
}

async function chaosRun(
  setup: { appPage: Page; probePage: Page; user: OfflineUser; api: Awaited<ReturnType<typeof portalApi>> },
  orders: readonly Order[],
  seed: number,
): Promise<ChaosFigures> {
  const { appPage, probePage, user, api } = setup;
  const context = appPage.context();
  const faults = new ChaosFaults(context, seed);
  const run = randomUUID().slice(0, 8);
  const texts: string[] = [];
  const queue = async (count: number) => {
    const added = Array.from({ length: count }, (_, index) => `Chaos ${run}: ${texts.length + index + 1}`);
    texts.push(...added);
    await probe.addOutboxEntries(probePage, commentEntries(user, orders, added));
    await wakeOutbox(probePage);
  };

  // Offline: nothing may be sent, however long it lasts.
  await cutNetwork(context);
  const offlineFrom = performance.now();
  await queue(20);
  await sleep(offlineMs);
  const sendsWhileOffline = faults.sendsBetween(offlineFrom, performance.now());
  const triesWhileOffline = await triesCounted(probePage);
  // Flaps, with answers dropped while draining from the first reconnect on.
  await faults.dropAnswers(0.3);
  for (let flap = 0; flap < 3; flap++) {
    await restoreNetwork(context);
    await sleep(1_500);
    await cutNetwork(context);
    await queue(5);
    await sleep(2_000);
  }
  await restoreNetwork(context);
  await sleep(4_000);
  // The server stops answering; the browser stays online. A reload halfway.
  await faults.serverAway();
  await queue(5);
  await sleep(awayMs / 2);
  await appPage.reload();
  await sleep(awayMs / 2);
  await faults.dropAnswers(0);
  await faults.serverBack();

  let counts = await probe.outboxCounts(probePage);
  for (const deadline = performance.now() + 5 * 60_000; counts.total > counts.stopped;) {
    if (performance.now() > deadline) break;
    await sleep(100);
    counts = await probe.outboxCounts(probePage);
  }
  const lastAck = faults.acknowledgements.at(-1);
  const settled = counts.total === counts.stopped && lastAck !== undefined;

  // Distinct comment ids per text: a comment saved twice has two.
  const seen = new Map<string, Set<number>>();
  for (const order of orders) {
    for (const comment of await api.get<{ id: number; text: string }[]>('orderComments', {
      orderId: order.id,
    })) {
      if (!comment.text.startsWith(`Chaos ${run}:`)) continue;
      seen.set(comment.text, (seen.get(comment.text) ?? new Set()).add(comment.id));
    }
  }
  return {
    comments: texts.length,
    sendsWhileOffline,
    triesWhileOffline,
    dropped: faults.dropped,
    settleMs: settled ? Math.max(0, lastAck - faults.lastFaultAt) : null,
    stopped: counts.stopped,
    once: texts.filter((text) => seen.get(text)?.size === 1).length,
    duplicated: texts.filter((text) => (seen.get(text)?.size ?? 0) > 1).length,
    missing: texts.filter((text) => !seen.has(text)).length,
  };
}

async function measure(baseURL: string) {
  const api = await portalApi(baseURL, 'global');
  const { items } = await api.get<OrderListAnswer>('orders', { transactionStatus: '1', count: 10 });
  const orders = [...new Map(items.map((order) => [order.id, order])).values()];
  if (orders.length === 0) throw new Error('no ordered order to comment on');
  const session = await openBrowserSession(baseURL, 'global', 'NO-9');
  try {
    const probePage = await session.context.newPage();
    await probePage.goto('/healthz');
    const figures: ChaosFigures[] = [];
    for (let index = 0; index < runs; index++) {
      figures.push(
        await chaosRun({ appPage: session.page, probePage, user: session.user, api }, orders, index + 1),
      );
      console.log(figures.at(-1));
    }
    return { chromiumVersion: session.browser.version(), figures };
  } finally {
    await session.browser.close();
  }
}

const loadAverage = os.loadavg();
const server = await startAppServer();
const { chromiumVersion, figures } = await measure(server.baseURL).finally(server.stop);
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
const seconds = (ms: number | null) => (ms === null ? 'not settled' : `${(ms / 1000).toFixed(1)} s`);
const longest = figures.reduce<number | null>(
  (worst, run) => (worst === null || run.settleMs === null ? null : Math.max(worst, run.settleMs)),
  0,
);
const report = [
  '# Outbox chaos run (issue 14 item 13)',
  '',
  `${new Date().toISOString()}; ${os.cpus().length} cores, load average ${loads(loadAverage)} at start and ` +
    `${loads(os.loadavg())} at the end; Chromium ${chromiumVersion}; the server on in-memory PGlite.`,
  `Per run: 20 comments queued offline (${offlineMs / 1000} s), 3 flaps with 5 more each, 30 % of comment answers dropped ` +
    `until the end, the server away for ${awayMs / 1000} s (5 more queued, a reload halfway).`,
  '',
  '| run | comments | tries while offline (requests / attempts counted) | answers dropped | last fault → last acknowledgement | stopped | on the server once / more / missing |',
  '|---|---|---|---|---|---|---|',
  ...figures.map(
    (f, index) =>
      `| ${index + 1} | ${f.comments} | ${f.sendsWhileOffline} / ${f.triesWhileOffline} | ${f.dropped} | ${seconds(f.settleMs)} | ${f.stopped} | ` +
      `${f.once} / ${f.duplicated} / ${f.missing} |`,
  ),
  '',
  `Longest wait from the last fault to the last acknowledgement: ${seconds(longest)} ` +
    `(target ≤ ${settleTargetMs / 1000} s: ${longest !== null && longest <= settleTargetMs ? 'met' : 'missed'}).`,
].join('\n');

const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'outbox-chaos.json'),
  JSON.stringify(
    { at: new Date().toISOString(), loadAverage, cores: os.cpus().length, chromiumVersion, awayMs, figures },
    null,
    2,
  ),
);
await fs.writeFile(path.join(dir, 'outbox-chaos.md'), `${report}\n`);
console.log(`\n${report}`);
