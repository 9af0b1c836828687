import fs from 'node:fs';
import { expectAccessible } from './support/axe.ts';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectOnShell, loginAs, readMustReadAlerts } from './support/login-as.ts';
import { cutNetwork } from './support/network.ts';

// These tests are about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const staticDir = process.env.STATIC_DIR ?? 'dist';
const swFile = path.join(staticDir, 'sw.js');

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Resolves once a service worker is active and controls the page (clientsClaim on the first install). */
async function controllingWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  // A worker that claims its clients controls them while it is still 'activating': wait for the end.
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker?.state === 'activating') {
      await new Promise((settled) => worker.addEventListener('statechange', settled, { once: true }));
    }
    return worker?.state;
  });
}

/** The paths of everything in the page's Cache Storage (the worker's precache). */
function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the web manifest makes the app installable: name, icons 192 and 512, standalone (issue 5)', async ({
  page,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as WebManifest;

  expect(manifest).toMatchObject({ name: 'Pallet Portal', short_name: 'Pallet Portal', start_url: '/app' });
  expect(manifest.display).toBe('standalone');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
});

test('the service worker activates, controls the page after a reload, and precaches every chunk', async ({
  page,
}) => {
  await page.goto('/login');
  expect(await controllingWorker(page)).toBe('activated');
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const cached = await cachedPaths(page);
  const built = fs.readdirSync(path.join(staticDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  expect(built.length).toBeGreaterThan(50);
  expect(built.map((file) => `/assets/${file}`).filter((url) => !cached.includes(url))).toEqual([]);
  expect(cached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));
  expect(cached.filter((url) => url.startsWith('/api/') || url.endsWith('.map'))).toEqual([]);

  // Navigations to the server's own pages are not given the app shell.
  await page.goto('/api/docs');
  await expect(page.getByText('Pallet Portal API').first()).toBeVisible();
  await page.goto('/version.json');
  await expect(page.locator('body')).toContainText('"version"');
});

test('with no network at all, a cold start of /app still opens the app with the last session', async ({
  context,
  page,
}) => {
  await loginAs(page, 'lager');
  await readMustReadAlerts(page);
  await expectOnShell(page);
  await controllingWorker(page);
  // The API is never kept by the worker: the app's own data lives in IndexedDB.
  expect((await cachedPaths(page)).filter((url) => url.startsWith('/api/'))).toEqual([]);
  await page.close();

  await cutNetwork(context);
  const tablet = await context.newPage();
  await tablet.goto('/app');

  // The shell came from the precache, not Chromium's offline page; the session is still there.
  // The start page names itself in the title once it renders ('Startside – Pallet Portal').
  await expect(tablet).toHaveTitle(/Pallet Portal$/);
  await expect(tablet.getByRole('img', { name: 'Pallet Portal' }).first()).toBeVisible();
  await expectAccessible(tablet, 'the app started with no network');
  expect(await tablet.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('a new worker waits for the Update click, and only then takes over and reloads (issue 5)', async ({
  page,
}) => {
  await loginAs(page, 'lager');
  await readMustReadAlerts(page);
  await expectOnShell(page);
  await controllingWorker(page);
  const update = page.getByRole('button', { name: 'Oppdater' });
  await expect(update).toHaveCount(0);

  // The next deploy: a byte-different sw.js on the server, with the compressed copies a build writes
  // beside it (the browser fetches a worker's script itself, past any route of Playwright's), found by
  // the browser's update check.
  const copies = [swFile, `${swFile}.br`, `${swFile}.gz`];
  const deployed = copies.map((file) => fs.readFileSync(file));
  const next = Buffer.from(`${deployed[0]!.toString('utf8')}\n// next deploy\n`);
  fs.writeFileSync(swFile, next);
  fs.writeFileSync(`${swFile}.br`, brotliCompressSync(next));
  fs.writeFileSync(`${swFile}.gz`, gzipSync(next));
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  } finally {
    copies.forEach((file, index) => fs.writeFileSync(file, deployed[index]!));
  }
  await expect(update).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the shell with its Update button');

  // It waits while the page runs: no activation, no reload by itself.
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting?.state)).toBe(
    'installed',
  );

  await update.click();
  await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 30_000 });
  await expectOnShell(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();
  await expect(update).toHaveCount(0);
});
