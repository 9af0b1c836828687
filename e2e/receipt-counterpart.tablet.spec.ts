import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';
import { apiAs } from './support/offline-app.ts';
import { chooseLocation, stroke } from './support/receipt-form.ts';

interface Product {
  productName: string;
  treatmentName: string;
  qualityName: string;
}

test('butikk makes a pallet receipt at the store its picker offers (issue 15 item 2)', async ({ page }) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  const api = await apiAs(page, 'butikk');
  await page.goto('/pallet-receipts');
  await expect(page.getByRole('heading', { name: 'Pallet receipts' })).toBeVisible();

  // The one location offered: the chain's other store, whose products now load.
  const field = page.getByRole('combobox', { name: 'Location' });
  await expect(field).toBeEnabled();
  await field.click();
  const offered = page.getByRole('option');
  await expect(offered).toHaveCount(1);
  await expect(offered).toContainText('Torgbutikken Majorstuen');
  await expectAccessible(page, 'pallet receipt location picker, open');
  const label = await offered.first().innerText();
  await page.keyboard.press('Escape');
  await chooseLocation(page, label);
  await expect(page.getByText('The products could not be loaded.')).toHaveCount(0);
  const locationId = Number(
    (await api.get<{ id: number; name: string }[]>('Locations')).find((place) =>
      label.startsWith(place.name),
    )!.id,
  );
  const product = (await api.get<Product[]>('AvailableProducts', { locationId }))[0]!;
  const name = `${product.productName} ${product.treatmentName} ${product.qualityName}`;
  await page.getByRole('textbox', { name: `Inbound ${name}` }).fill('6');
  await page.getByRole('textbox', { name: 'Name of who signs' }).fill('Silje Haugen');
  const canvas = page.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  await stroke(canvas, 'touch', [
    [0.1, 0.5],
    [0.4, 0.2],
    [0.7, 0.7],
  ]);
  await page.getByRole('button', { name: 'Save pallet receipt' }).click();

  // Saved on the server: its view, with the number, opens for the one who made it.
  await expect(page).toHaveURL(/\/pallet-receipts\/\d+$/, { timeout: 15_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = await api.get<{ receiptNo: string; locationId: number }>('palletReceipt', { id });
  expect(stored.locationId).toBe(locationId);
  await expect(page.getByRole('article', { name: 'Receipt' })).toContainText(stored.receiptNo);
});
