import { expect, test, type Page, type Response } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';

/** A tablet's icon: the media handler's product-icon template, a couple of KB at most. */
const isProductIcon = (response: Response) => /\/media\/product-icon\/[a-z0-9-]+\.svg$/.test(response.url());

async function openNewOrder(page: Page) {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  await page.goto('/app/orders/new');
}

test('the product picker and the order lines show icons from the media handler, a few KB each (spec §7)', async ({
  page,
}) => {
  await openNewOrder(page);
  const firstIcon = page.waitForResponse(isProductIcon);
  await page.getByRole('combobox', { name: 'Legg til produkt' }).click();
  const response = await firstIcon;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  // Not immutable: the address stays when its picture changes; a day fresh, then revalidated by ETag.
  expect(response.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  const bytes = (await response.body()).length;
  expect(bytes).toBeGreaterThan(100);
  expect(bytes).toBeLessThan(3 * 1024);

  // Each option carries its product's icon, loaded (not a broken image), 64 px for a 2× screen.
  const option = page.getByRole('option').and(page.locator(':not([data-combobox-disabled])')).first();
  const optionIcon = option.locator('img');
  await expect(optionIcon).toHaveAttribute('src', /^\/media\/product-icon\//);
  await expect
    .poll(() => optionIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64);
  await option.click();

  // The chosen line shows the same small icon beside the product's name.
  const lineIcon = page.getByRole('table', { name: 'Ordrelinjer' }).locator('img').first();
  await expect(lineIcon).toHaveAttribute('src', /^\/media\/product-icon\//);
  await expect.poll(() => lineIcon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expectAccessible(page, 'new order with product icons');
});

test.describe('offline', () => {
  // The worker's runtime cache is what this is about; the other specs block it (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('a tablet offline still shows the icons it has seen (service worker StaleWhileRevalidate)', async ({
    page,
    context,
  }) => {
    await openNewOrder(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const firstIcon = page.waitForResponse(isProductIcon);
    await page.getByRole('combobox', { name: 'Legg til produkt' }).click();
    const seen = new URL((await firstIcon).url()).pathname;
    await expect
      .poll(() => page.evaluate(async (path) => !!(await (await caches.open('media-v1')).match(path)), seen))
      .toBe(true);

    await cutNetwork(context);
    try {
      const offline = await page.evaluate(async (path) => {
        const answer = await fetch(path);
        return {
          status: answer.status,
          type: answer.headers.get('content-type'),
          size: (await answer.blob()).size,
        };
      }, seen);
      expect(offline).toMatchObject({ status: 200, type: 'image/png' });
      expect(offline.size).toBeGreaterThan(100);
    } finally {
      await restoreNetwork(context);
    }
  });
});
