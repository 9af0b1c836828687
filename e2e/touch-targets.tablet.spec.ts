import { expect, test, type Page } from '@playwright/test';
import type { Api } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts, loginAs } from './support/login-as.ts';
import { apiAs } from './support/offline-app.ts';
import { chooseLocation, type ReceiptPlace } from './support/receipt-form.ts';
import { settle } from './support/screen-crawler.ts';
import { describeTargets, smallTouchTargets } from './support/touch-targets.ts';

interface Product {
  productId: string;
  treatmentId: string;
  qualityId: string;
}

/** A 1×1 PNG: the receipt's signature, drawn elsewhere (pallet-receipts.tablet.spec.ts). */
const dot =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A location that takes pallet receipts, and a saved receipt there to look at. */
async function receiptAt(api: Api) {
  const places = await api.get<ReceiptPlace[]>('Locations', { all: 'true' });
  const place = places.find(
    (candidate) => candidate.statusId === 1 && candidate.palletReceiptDays.length > 0,
  )!;
  const [product] = await api.get<Product[]>('AvailableProducts', { locationId: place.id });
  const saved = await api.post('palletReceipt', {
    variant: 'plain',
    locationId: place.id,
    lines: [{ ...product, inbound: 3, outbound: 0 }],
    signature: { signerName: 'Kari Nordmann', signerRole: 'driver', image: dot },
  });
  expect(saved.ok()).toBe(true);
  const { id } = ((await saved.json()) as { data: { id: number } }).data;
  return { label: `${place.name} (${place.number})`, id };
}

/** The detail screen the first row of a dock list opens. */
async function firstRowOf(page: Page, list: string) {
  await page.goto(list);
  const row = page.locator('[data-order-no]').first();
  await row.click();
  await page.waitForURL((url) => url.pathname !== list);
  return new URL(page.url()).pathname;
}

/** Fails listing every target under 44 × 44 px on the screen; returns its smallest side. */
async function expectTouchSized(page: Page, path: string) {
  await settle(page);
  await expectAccessible(page, path);
  const { small, smallest, count } = await smallTouchTargets(page);
  expect(count, `no interactive elements found on ${path}`).toBeGreaterThan(0);
  expect.soft(small.length, `targets under 44×44 px on ${path}:\n${describeTargets(small)}`).toBe(0);
  return smallest;
}

/** The detail screen of the first purchase invoice, if the user has one. */
async function firstInvoiceOf(page: Page) {
  await page.goto('/app/reports/invoices/purchase');
  const link = page.getByRole('table', { name: 'Invoices' }).locator('tbody a').first();
  if (!(await link.isVisible({ timeout: 10_000 }).catch(() => false))) return null;
  await link.click();
  await page.waitForURL(/\/invoices\/purchase\/\d+/);
  return new URL(page.url()).pathname;
}

/** `lager`, the dock worker, in English. */
async function openAsDockWorker(page: Page) {
  await loginAs(page, 'lager');
  await readMustReadAlerts(page);
  await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  return apiAs(page, 'lager');
}

// Portrait is the project's viewport; landscape is the same tablet turned, with the header's nav links.
for (const viewport of [
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
]) {
  const size = `${viewport.width}×${viewport.height}`;
  test.describe(`every target is at least 44×44 px on a ${size} touch screen (issue 15 item 10)`, () => {
    test.use({ viewport });

    test('the dock screens: reception, expedition, direct reception, goods delivery', async ({ page }) => {
      await openAsDockWorker(page);
      const screens = [
        '/app/reception',
        await firstRowOf(page, '/app/reception'),
        '/app/expedition',
        await firstRowOf(page, '/app/expedition'),
        '/app/expedition/direct',
        '/app/delivery',
        '/app/delivery/new',
        '/app/delivery/external',
      ];
      let smallest = Infinity;
      for (const path of screens) {
        await page.goto(path);
        smallest = Math.min(smallest, await expectTouchSized(page, path));
      }
      console.log(`smallest touch target on the dock screens at ${size}: ${smallest.toFixed(1)} px`);
    });

    test('the counting screens', async ({ page }) => {
      await openAsDockWorker(page);
      for (const path of ['/app/company/audit', '/app/balance']) {
        await page.goto(path);
        await expectTouchSized(page, path);
      }
    });

    test('the report screens and the report widgets of the start page (issue 18)', async ({ page }) => {
      // Nine screens, each read over a year of demo history and checked by axe.
      test.slow();
      await loginAs(page, 'kunde.admin');
      await readMustReadAlerts(page);
      await page.evaluate(() => localStorage.setItem('language', 'en-US'));
      const invoice = await firstInvoiceOf(page);
      const screens = [
        '/app/home',
        '/app/reports',
        '/app/reports/transactions',
        '/app/reports/purchases',
        '/app/reports/invoices/purchase',
        ...(invoice ? [invoice] : []),
        '/app/reports/locations',
        '/app/reports/volumes',
        '/app/reports/users',
      ];
      for (const path of screens) {
        await page.goto(path);
        await expectTouchSized(page, path);
      }
    });

    test('the pallet-receipt screens', async ({ page }) => {
      const receipt = await receiptAt(await openAsDockWorker(page));
      for (const path of ['/pallet-receipts', '/pallet-receipts-inv']) {
        await page.goto(path);
        await chooseLocation(page, receipt.label);
        await expectTouchSized(page, path);
      }
      for (const path of ['/pallet-receipts/log', `/pallet-receipts/${receipt.id}`]) {
        await page.goto(path);
        await expectTouchSized(page, path);
      }
    });
  });
}

test('with a mouse the screens keep their compact sizes: the 44 px apply to touch screens only', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: false });
  const page = await context.newPage();
  await loginAs(page, 'lager');
  await readMustReadAlerts(page);
  const firstLink = page.getByRole('navigation').getByRole('link').first();
  expect((await firstLink.boundingBox())!.height).toBeLessThan(44);
  await context.close();
});
