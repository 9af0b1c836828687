import { expect, request, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { apiWithToken } from './support/api.ts';
import { e2ePort, onHost } from './support/chromium.ts';
import { chooseLocation, stroke, type ReceiptPlace } from './support/receipt-form.ts';

// A tablet on the stock-count marker host (spec §2), reading Norwegian as the .no host gives it.
test.use({ ...onHost('kvittering-lager.pallet-portal.no'), viewport: { width: 800, height: 1280 } });

interface Product {
  productId: string;
  treatmentId: string;
  qualityId: string;
  productName: string;
  treatmentName: string;
  qualityName: string;
}
interface Stock {
  products: (Omit<Product, 'productName' | 'treatmentName' | 'qualityName'> & { balance: number })[];
}
interface Receipt {
  variant: string;
  locationId: number;
  lines: {
    productId: string;
    treatmentId: string;
    qualityId: string;
    counted: number | null;
    balanceAtCount: number | null;
  }[];
}

async function logIn(page: Page) {
  await page.goto('/login?returnUrl=%2Fapp%2Forders');
  await page.getByLabel('Brukernavn').fill('lager');
  await page.getByRole('textbox', { name: 'Passord' }).fill('demo-pallet');
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

test('on the inventory marker host every /app path goes to the inventory pallet receipts (spec §2)', async ({
  page,
}) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/pallet-receipts-inv$/);
  await expect(page.getByRole('heading', { name: 'Pallkvitteringer (varetelling)' })).toBeVisible();
  await expectAccessible(page, 'inventory pallet receipts on the marker host');
  await page.goto('/app/balance');
  await expect(page).toHaveURL(/\/pallet-receipts-inv$/);
});

test('an inventory receipt counts the stock against the balance and keeps the balance it was counted against (issue 7 item 2)', async ({
  page,
}) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/pallet-receipts-inv$/);
  // The test's own calls go to the server by address: only the browser resolves the marker host.
  const direct = await request.newContext({ baseURL: `http://127.0.0.1:${e2ePort}` });
  const api = apiWithToken({ request: direct }, await page.evaluate(() => localStorage.getItem('token')));
  const places = await api.get<ReceiptPlace[]>('Locations', { all: 'true' });
  const place = places.find(
    (candidate) => candidate.statusId === 1 && candidate.palletReceiptDays.length > 0,
  )!;
  const product = (await api.get<Product[]>('AvailableProducts', { locationId: place.id }))[0]!;
  const stock = await api.get<Stock>('stockDetails', { locationId: place.id });
  const same = (row: Omit<Product, 'productName' | 'treatmentName' | 'qualityName'>) =>
    row.productId === product.productId &&
    row.treatmentId === product.treatmentId &&
    row.qualityId === product.qualityId;
  const balance = stock.products.find(same)?.balance ?? 0;
  const name = `${product.productName} ${product.treatmentName} ${product.qualityName}`;

  await chooseLocation(page, `${place.name} (${place.number})`, 'Lokasjon');
  const counted = page.getByRole('textbox', { name: `Telt ${name}` });
  const row = page.getByRole('row').filter({ has: counted });
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(balance));
  await counted.fill(String(balance + 3));
  await expect(row.getByRole('cell').nth(5)).toHaveText('+3');
  await expectAccessible(page, 'inventory receipt being counted');

  await page.getByRole('textbox', { name: 'Navn på den som signerer' }).fill('Ola Sjåfør');
  const canvas = page.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  await stroke(canvas, 'pen', [
    [0.1, 0.5],
    [0.3, 0.3],
    [0.5, 0.6],
    [0.8, 0.4],
  ]);
  await page.getByRole('button', { name: 'Lagre pallkvittering' }).click();
  await expect(page).toHaveURL(/\/pallet-receipts-inv\/\d+$/, { timeout: 15_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = await api.get<Receipt>('palletReceipt', { id });
  expect(stored.variant).toBe('inventory');
  expect(stored.locationId).toBe(place.id);
  expect(stored.lines).toEqual([
    expect.objectContaining({ counted: balance + 3, balanceAtCount: balance, productId: product.productId }),
  ]);
  const sheet = page.getByRole('article');
  await expect(sheet).toContainText('Ola Sjåfør');
  await expect(sheet).toContainText(place.name);
  await expectAccessible(page, 'saved inventory receipt');
});
