// npm run bench:grid-scroll — the order grid scrolled through a list of 1,000 orders on the tablet
// profile (CPU 4× slower, 1280×800) in Debian Chromium against the real server: every task over 50 ms
// (the browser's long tasks) while the grid draws each further page of 50 as the user scrolls to the
// end, from the moment its first page is on screen. The list answer is the real answer's first row copied to 1,000 orders (as
// bench:offline does), so the figure is the grid's, whatever the demo data holds.
// Needs the built app: run `npx vite build` first. BENCH_RUNS (3) runs, BENCH_ROWS (1000);
// BENCH_CPU_PROFILES=dir writes a DevTools CPU profile of each run's scrolling there.
// Writes bench/results/grid-scroll.{json,md}.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { OrderListAnswer } from '../src/domain/orders/order-list.ts';
import { startAppServer } from './support/app-server.ts';
import { openBrowserSession } from './support/browser-session.ts';
import { percentiles } from './support/measure.ts';
import { cloneOrders } from './support/offline-cold-start.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const rowCount = Number(process.env.BENCH_ROWS ?? 1000);
const cpuRate = 4;
const longTaskLimitMs = 100;
const cpuProfiles = process.env.BENCH_CPU_PROFILES;
const rowSelector = 'tbody tr[data-grid-row]';

interface ScrollGlobals {
  longTasks: number[];
  PerformanceObserver: new (callback: (list: { getEntries(): { duration: number }[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  document: {
    querySelectorAll(selector: string): { length: number };
    querySelector(selector: string): { scrollTop: number; scrollHeight: number } | null;
  };
}

const afterNextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** Scrolls the grid to its end until `rows` rows are drawn: the long tasks from its first page on. */
async function scrollThrough(page: Page, rows: number) {
  await page.locator(rowSelector).nth(49).waitFor({ timeout: 60_000 });
  await afterNextFrame(page);
  await page.evaluate(() => ((globalThis as unknown as ScrollGlobals).longTasks = []));
  for (let drawn = 50; drawn < rows;) {
    await page.evaluate(() => {
      const grid = (globalThis as unknown as ScrollGlobals).document.querySelector(
        '[data-testid="order-grid-scroll"]',
      )!;
      grid.scrollTop = grid.scrollHeight;
    });
    const before = drawn;
    await page.waitForFunction(
      ([selector, count]) =>
        (globalThis as unknown as ScrollGlobals).document.querySelectorAll(selector).length > count,
      [rowSelector, before] as const,
      { timeout: 30_000, polling: 50 },
    );
    drawn = await page.locator(rowSelector).count();
  }
  // The last page's task has ended once a frame follows it.
  await afterNextFrame(page);
  return page.evaluate(() => (globalThis as unknown as ScrollGlobals).longTasks);
}

const loadAverage = os.loadavg();
const server = await startAppServer();
const samples: number[][] = [];
let chromiumVersion: string | undefined;
try {
  const session = await openBrowserSession(server.baseURL, 'butikk', 'NO-9');
  chromiumVersion = session.browser.version();
  const { context } = session;
  await context.addInitScript(() => {
    const page = globalThis as unknown as ScrollGlobals;
    page.longTasks = [];
    new page.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) page.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  let answer: OrderListAnswer | null = null;
  await context.route(/\/api\/no\/orders\?/, async (route) => {
    // The API's envelope: { data }.
    const real = ((await (await route.fetch()).json()) as { data: OrderListAnswer }).data;
    if (real.items.length === 0) throw new Error('butikk has no order to copy');
    answer ??= cloneOrders(real.items[0]!, rowCount, 'NO-9');
    await route.fulfill({ json: { data: answer } });
  });
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto('/app/orders');
    if (cpuProfiles) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    samples.push(await scrollThrough(page, rowCount));
    if (cpuProfiles) {
      const { profile } = await cdp.send('Profiler.stop');
      await fs.mkdir(cpuProfiles, { recursive: true });
      await fs.writeFile(
        path.join(cpuProfiles, `grid-scroll-${run + 1}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    console.log(`run ${run + 1}: ${samples.at(-1)!.map(Math.round).join(', ')} ms`);
    await page.close();
  }
  await session.browser.close();
} finally {
  await server.stop();
}

const all = samples.flat();
const over = all.filter((duration) => duration > longTaskLimitMs);
const figures = { runs, rowCount, longTasks: all.length, overLimit: over.length, ...percentiles(all) };
const report = [
  '# The order grid scrolled through 1,000 orders',
  '',
  `${new Date().toISOString()}; ${os.cpus().length} cores, load average ${loadAverage.map((v) => v.toFixed(2)).join(' / ')} ` +
    `at start; Chromium ${chromiumVersion ?? '?'}; CPU ${cpuRate}× slower, 1280×800; ${runs} runs of ${rowCount} rows.`,
  'Long tasks (over 50 ms) from the first page on screen to the last row drawn, all runs together.',
  '',
  '| long tasks | over 100 ms | p50 | p95 | longest |',
  '|---|---|---|---|---|',
  `| ${all.length} | ${over.length} | ${Math.round(figures.p50)} ms | ${Math.round(figures.p95)} ms | ` +
    `${Math.round(Math.max(0, ...all))} ms |`,
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'grid-scroll.json'),
  JSON.stringify({ at: new Date().toISOString(), loadAverage, chromiumVersion, figures, samples }, null, 2),
);
await fs.writeFile(path.join(dir, 'grid-scroll.md'), `${report}\n`);
console.log(`\n${report}`);
