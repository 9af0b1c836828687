// npm run bench:lighthouse — issue 15 item 12. Lighthouse 12's mobile default config (simulated slow 4G,
// 4× CPU slowdown) on /login of the built app (dist/, or STATIC_DIR), served by the real server as the other
// benches start it, in Debian Chromium, LIGHTHOUSE_RUNS times (3): the performance score, LCP, FCP, TBT,
// bytes transferred and unused JavaScript of each run and their medians. Each run starts with empty
// storage (no service worker, no HTTP cache), as a first visit does. Writes bench/results/lighthouse.{json,md}.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions, chromiumPath } from '../e2e/support/chromium.ts';
import { startAppServer } from './support/app-server.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const { executablePath: chromePath, args: closedNetworkFlags } = chromiumLaunchOptions([], chromiumPath);
const chromeFlags = ['--headless=new', ...closedNetworkFlags];

interface Figures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  transferredBytes: number;
  unusedJsBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(label: string, f: Figures) {
  return `| ${label} | ${f.score.toFixed(0)} | ${seconds(f.lcpMs)} | ${seconds(f.fcpMs)} | ${f.tbtMs.toFixed(0)} ms | ${kib(f.transferredBytes)} | ${kib(f.unusedJsBytes)} |`;
}

const server = await startAppServer();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
const results: Figures[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const answer = await lighthouse(`${server.baseURL}/login`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!answer) throw new Error('Lighthouse returned no result');
    const { audits, categories } = answer.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const figures: Figures = {
      score: (categories.performance?.score ?? 0) * 100,
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      transferredBytes: value('total-byte-weight'),
      unusedJsBytes:
        (audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
          ?.overallSavingsBytes ?? 0,
    };
    results.push(figures);
    console.log(row(`run ${run}`, figures));
  }
} finally {
  chrome.kill();
  await server.stop();
}

const medianFigures: Figures = {
  score: median(results.map((f) => f.score)),
  lcpMs: median(results.map((f) => f.lcpMs)),
  fcpMs: median(results.map((f) => f.fcpMs)),
  tbtMs: median(results.map((f) => f.tbtMs)),
  transferredBytes: median(results.map((f) => f.transferredBytes)),
  unusedJsBytes: median(results.map((f) => f.unusedJsBytes)),
};
const report = [
  `# Lighthouse 12 (mobile, simulated slow 4G) on /login, ${runs} runs`,
  '',
  '| run | performance | LCP | FCP | TBT | transferred | unused JS |',
  '|---|---|---|---|---|---|---|',
  ...results.map((f, index) => row(`run ${index + 1}`, f)),
  row('**median**', medianFigures),
].join('\n');
const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'lighthouse.json'),
  JSON.stringify({ at: new Date().toISOString(), runs: results, median: medianFigures }, null, 2),
);
await fs.writeFile(path.join(dir, 'lighthouse.md'), `${report}\n`);
console.log(`\n${report}`);
