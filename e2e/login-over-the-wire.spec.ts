import { expect, test, type Page, type Response } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

interface Received {
  url: string;
  encoding: string | undefined;
  vary: string | undefined;
  cacheControl: string | undefined;
  /** The bytes that crossed the wire for the body (Chromium's own count). */
  bytes: number;
}

async function received(response: Response): Promise<Received> {
  const headers = await response.allHeaders();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    encoding: headers['content-encoding'],
    vary: headers.vary,
    cacheControl: headers['cache-control'],
    bytes: sizes.responseBodySize,
  };
}

/**
 * Every answer the page got until the returned function is called. Recording stops then: an answer that
 * came later (the version poll) would be read after the test closed its page, and fail the next test.
 */
function recordAnswers(page: Page) {
  const answers: Promise<Received>[] = [];
  const record = (response: Response) => answers.push(received(response));
  page.on('response', record);
  return () => {
    page.off('response', record);
    return Promise.all(answers);
  };
}

test('/login comes brotli-compressed, in a few files, and loads no screen of the app (issue 15 items 11, 12)', async ({
  page,
}) => {
  const answers = recordAnswers(page);
  await page.goto('/login');
  await expect(page.getByRole('region', { name: 'Velkommen' }).getByRole('heading').first()).toBeVisible();
  await expectAccessible(page, 'login');
  await page.waitForLoadState('networkidle');

  const assets = (await answers()).filter((answer) => /^\/assets\/.+\.(js|css)$/.test(answer.url));
  expect(assets.length).toBeGreaterThan(0);
  // The start chunk, its styles and the catalog: not dozens of small chunks one after another.
  expect(assets.length).toBeLessThanOrEqual(6);
  for (const asset of assets.filter((answer) => answer.bytes > 1024)) {
    expect(asset.encoding, asset.url).toBe('br');
    expect(asset.vary, asset.url).toMatch(/accept-encoding/i);
    expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
  }
  const total = assets.reduce((sum, asset) => sum + asset.bytes, 0);
  expect(total, 'bytes of JS and CSS on the wire').toBeLessThan(160 * 1024);
  // The outbox replayer (Dexie, the outbox schemas) waits for someone to log in.
  expect(assets.filter((asset) => /local-db|replayer/.test(asset.url))).toEqual([]);
});

test('a long API answer comes compressed to the browser, and the app reads it (issue 15 item 11)', async ({
  page,
}) => {
  const answers = recordAnswers(page);
  await loginAs(page, 'global');
  await readMustReadAlerts(page);
  await page.goto('/app/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const lists = (await answers()).filter((answer) => /^\/api\/no\/orders$/i.test(answer.url));
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) {
    expect(list.encoding, list.url).toBe('br');
    expect(list.cacheControl, list.url).toBe('no-store');
  }
});
