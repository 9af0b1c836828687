// npm run bench:first-screen — how long a user waits for the first row of their start list, in
// Debian Chromium against the real server: from the login form's submit (opened at the start list, as an
// installed app is), with the service worker installed, on a new device whose worker installs meanwhile,
// and with the worker blocked; and a reload of the installed app. On the tablet profile (CPU 4× slower, 40 ms round trip, 20/5 Mbit/s, 1280×800) and unthrottled.
// Needs the built app: run `npx vite build` first. BENCH_RUNS (5) runs per figure, median reported;
// BENCH_USERS and BENCH_PROFILES (comma lists) narrow the run; BENCH_CPU_PROFILES=dir writes a DevTools
// CPU profile of each reload there.
// Writes bench/results/first-screen.{json,md}.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions, chromiumPath } from '../e2e/support/chromium.ts';
import { startAppServer } from './support/app-server.ts';
import {
  firstScreenProbe,
  installFirstScreenProbe,
  type FetchedAfter,
} from './support/first-screen-probe.ts';
import { portalApi } from './support/portal-api.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const chosen = (names: string | undefined) => (name: string) => !names || names.split(',').includes(name);
const userChosen = chosen(process.env.BENCH_USERS);
const profileChosen = chosen(process.env.BENCH_PROFILES);
const cpuProfiles = process.env.BENCH_CPU_PROFILES;
const timeoutMs = 60_000;

interface Profile {
  name: string;
  cpuRate: number;
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}
const tablet: Profile = {
  name: 'tablet',
  cpuRate: 4,
  // Bytes per second: 20 and 5 Mbit/s.
  network: { latency: 40, downloadThroughput: 2_500_000, uploadThroughput: 625_000 },
};
const desktop: Profile = { name: 'desktop', cpuRate: 1, network: null };

/** Each role's start list: where the user opens the app, the row that counts, the call that fills it. */
const startLists = [
  { loginName: 'butikk', path: '/app/orders', row: 'tbody tr[data-grid-row]', call: 'orders' },
  { loginName: 'lager', path: '/app/reception', row: '[data-order-no]', call: 'dockOrders' },
  {
    loginName: 'kunde.admin',
    path: '/app/reports',
    row: 'main ul li a[href^="/app/reports/"]',
    call: 'reportCatalogue',
  },
] as const;
type StartList = (typeof startLists)[number];

type Measure =
  'login, worker installed' | 'login, first visit' | 'login, worker blocked' | 'reload, worker installed';

interface Sample {
  ms: number;
  /** After the submit (or the navigation of a reload): JS and CSS files, when the list call left. */
  codeFiles: number;
  lastCodeMs: number | null;
  listCallMs: number | null;
  loginCallMs: number | null;
  /** Every API call: when it left and when its answer ended, on the same clock as `ms`. */
  calls: { call: string; leftMs: number; answeredMs: number }[];
}

async function throttle(context: BrowserContext, page: Page, profile: Profile) {
  const session = await context.newCDPSession(page);
  if (profile.cpuRate > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  return session;
}

/** A context whose service worker has installed and precached the app, as on a tablet used before. */
async function installedContext(browser: Browser, baseURL: string, list: StartList) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.addInitScript(installFirstScreenProbe, list.row);
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(async () => {
    const worker = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
      .navigator.serviceWorker;
    await worker.ready;
  });
  await page.close();
  return context;
}

/** A new device: no worker yet (it installs while the user logs in), or a browser that blocks it. */
async function newContext(browser: Browser, baseURL: string, list: StartList, worker: 'allow' | 'block') {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: worker,
  });
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.addInitScript(installFirstScreenProbe, list.row);
  return context;
}

function sampleOf(fromMs: number, toMs: number, fetched: FetchedAfter, list: StartList): Sample {
  const listCall = fetched.calls.find((call) => call.call === list.call);
  const loginCall = fetched.calls.find((call) => call.call === 'Login');
  return {
    ms: toMs - fromMs,
    codeFiles: fetched.codeFiles,
    lastCodeMs: fetched.lastCodeAt === null ? null : fetched.lastCodeAt - fromMs,
    listCallMs: listCall ? listCall.startedAt - fromMs : null,
    loginCallMs: loginCall ? loginCall.endedAt - loginCall.startedAt : null,
    calls: fetched.calls.map(({ call, startedAt, endedAt }) => ({
      call,
      leftMs: Math.round(startedAt - fromMs),
      answeredMs: Math.round(endedAt - fromMs),
    })),
  };
}

/** Opens the start list logged out, so the app shows the login form, and logs in: submit → first row. */
async function logIn(context: BrowserContext, profile: Profile, list: StartList): Promise<Sample> {
  const page = await context.newPage();
  await page.goto(list.path);
  await page.getByLabel('Brukernavn').waitFor({ timeout: timeoutMs });
  await throttle(context, page, profile);
  await page.getByLabel('Brukernavn').fill(list.loginName);
  await page.getByRole('textbox', { name: 'Passord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  const marks = await firstScreenProbe.marks(page, timeoutMs);
  const fetched = await firstScreenProbe.fetchedAfter(page, marks.submittedAt!);
  return sampleOf(marks.submittedAt!, marks.firstRowAt!, fetched, list);
}

/** The logged-in page loads again: navigation start → first row. */
async function reload(context: BrowserContext, profile: Profile, list: StartList): Promise<Sample> {
  const page = context.pages().at(-1)!;
  const session = await throttle(context, page, profile);
  if (cpuProfiles) await session.send('Profiler.enable').then(() => session.send('Profiler.start'));
  await page.reload({ waitUntil: 'commit' });
  const marks = await firstScreenProbe.marks(page, timeoutMs);
  if (cpuProfiles) {
    const { profile: cpuProfile } = await session.send('Profiler.stop');
    await fs.mkdir(cpuProfiles, { recursive: true });
    const file = `reload-${profile.name}-${list.loginName}-${Date.now()}.cpuprofile`;
    await fs.writeFile(path.join(cpuProfiles, file), JSON.stringify(cpuProfile));
  }
  return sampleOf(0, marks.firstRowAt!, await firstScreenProbe.fetchedAfter(page, 0), list);
}

async function measureList(browser: Browser, baseURL: string, profile: Profile, list: StartList) {
  const samples: Record<Measure, Sample[]> = {
    'login, worker installed': [],
    'login, first visit': [],
    'login, worker blocked': [],
    'reload, worker installed': [],
  };
  for (let run = 0; run < runs; run++) {
    const installed = await installedContext(browser, baseURL, list);
    samples['login, worker installed'].push(await logIn(installed, profile, list));
    samples['reload, worker installed'].push(await reload(installed, profile, list));
    await installed.close();
    const firstVisit = await newContext(browser, baseURL, list, 'allow');
    samples['login, first visit'].push(await logIn(firstVisit, profile, list));
    await firstVisit.close();
    const blocked = await newContext(browser, baseURL, list, 'block');
    samples['login, worker blocked'].push(await logIn(blocked, profile, list));
    await blocked.close();
  }
  return samples;
}

/** Must-read alerts block the app (spec §4): each user reads theirs first, through the API. */
async function readMustReadAlerts(baseURL: string, loginName: string) {
  const api = await portalApi(baseURL, loginName);
  const alerts = await api.get<{ id: number; data: { read: boolean; mustRead: boolean } }[]>('Alerts');
  for (const alert of alerts.filter(({ data }) => data.mustRead && !data.read)) {
    await api.post('alertRead', { alertId: alert.id });
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const medianOf = (samples: readonly Sample[], pick: (sample: Sample) => number | null) =>
  median(samples.map(pick).filter((value): value is number => value !== null));
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

type Results = { profile: string; loginName: string; path: string; samples: Record<Measure, Sample[]> }[];

async function measureAll(baseURL: string) {
  for (const list of startLists) await readMustReadAlerts(baseURL, list.loginName);
  const browser = await chromium.launch(chromiumLaunchOptions([], chromiumPath));
  const results: Results = [];
  try {
    for (const profile of [tablet, desktop].filter(({ name }) => profileChosen(name))) {
      for (const list of startLists.filter(({ loginName }) => userChosen(loginName))) {
        const samples = await measureList(browser, baseURL, profile, list);
        results.push({ profile: profile.name, loginName: list.loginName, path: list.path, samples });
        console.log(profile.name, list.loginName, JSON.stringify(samples));
      }
    }
    return { chromiumVersion: browser.version(), results };
  } finally {
    await browser.close();
  }
}

const loadAverage = os.loadavg();
const server = await startAppServer();
const { chromiumVersion, results } = await measureAll(server.baseURL).finally(server.stop);

const report = [
  '# The first screen: login and reload to the first row of the start list',
  '',
  `${new Date().toISOString()}; ${os.cpus().length} cores, load average ${loadAverage.map((v) => v.toFixed(2)).join(' / ')} ` +
    `at start; Chromium ${chromiumVersion}; the server on in-memory PGlite; median of ${runs} runs.`,
  'Tablet: CPU 4× slower, 40 ms round trip, 20 Mbit/s down and 5 up, 1280×800. Login: from the form’s',
  'submit (opened at the start list, logged out) to the first frame with a row; reload: from navigation',
  'start. Code files: JS and CSS fetched in that time (from the network or the worker’s cache); list call:',
  'when the start list’s call left.',
  '',
  '| profile | user, screen | measure | first row | code files | last code | list call left | Login call |',
  '|---|---|---|---|---|---|---|---|',
  ...results.flatMap(({ profile, loginName, path: screen, samples }) =>
    (Object.entries(samples) as [Measure, Sample[]][]).map(
      ([measure, list]) =>
        `| ${profile} | ${loginName}, ${screen} | ${measure} | ${ms(medianOf(list, (s) => s.ms))} | ` +
        `${medianOf(list, (s) => s.codeFiles) ?? '—'} | ${ms(medianOf(list, (s) => s.lastCodeMs))} | ` +
        `${ms(medianOf(list, (s) => s.listCallMs))} | ${ms(medianOf(list, (s) => s.loginCallMs))} |`,
    ),
  ),
].join('\n');

const dir = path.join(import.meta.dirname, 'results');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'first-screen.json'),
  JSON.stringify({ at: new Date().toISOString(), loadAverage, chromiumVersion, runs, results }, null, 2),
);
await fs.writeFile(path.join(dir, 'first-screen.md'), `${report}\n`);
console.log(`\n${report}`);
