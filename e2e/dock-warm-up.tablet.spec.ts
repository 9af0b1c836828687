import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { keptReadKeys } from './support/kept-reads.ts';
import { apiAs, expectIndicator, openApp } from './support/offline-app.ts';
import { chooseLocation, inkedPixels, stroke, type ReceiptPlace } from './support/receipt-form.ts';

// The app starts offline from the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Product {
  productName: string;
  treatmentName: string;
  qualityName: string;
}

const savedOnDevice = 'Saved on this device. It will be sent when the network is back.';
const notOnDevice =
  'This list has not been loaded on this device yet. Connect to the network once to load it.';

/** Kept reads of one kind under the pallet-receipt keys: 'locations', 'products' or 'stock'. */
const keptOfKind = async (page: Parameters<typeof keptReadKeys>[0], kind: string) =>
  (await keptReadKeys(page)).filter((key) => key.includes('"pallet-receipts"') && key.includes(`"${kind}"`))
    .length;

test.describe('a dock tablet keeps what its screens need from the start (issue 15 item 1)', () => {
  test('a pallet receipt made offline by a dock worker who never opened the receipt screen online', async ({
    page,
    context,
  }) => {
    await openApp(page, 'lager');
    const api = await apiAs(page, 'lager');
    const acting = await api.get<{ id: number }>('location');
    const places = (await api.get<ReceiptPlace[]>('Locations', { all: 'true' })).filter(
      (place) => place.id !== acting.id && place.statusId === 1 && place.palletReceiptDays.length > 0,
    );
    const place = places[0]!;
    const product = (await api.get<Product[]>('AvailableProducts', { locationId: place.id }))[0]!;
    const name = `${product.productName} ${product.treatmentName} ${product.qualityName}`;
    const note = `E2E warm-up receipt ${Date.now()}`;

    // The dock worker works in reception only; the start's warm-up keeps the rest on the device.
    await page.goto('/app/reception');
    await expect(page.getByRole('heading', { name: 'Reception' })).toBeVisible();
    await expectAccessible(page, 'reception on a tablet');
    await expect.poll(() => keptOfKind(page, 'products'), { timeout: 30_000 }).toBe(places.length);
    await expect.poll(() => keptOfKind(page, 'stock'), { timeout: 30_000 }).toBe(places.length);

    await cutNetwork(context);
    await page.goto('/pallet-receipts');
    await expectIndicator(page, { online: false });
    await chooseLocation(page, `${place.name} (${place.number})`);
    await page.getByRole('textbox', { name: `Inbound ${name}` }).fill('9');
    await page.getByRole('textbox', { name: 'Name of who signs' }).fill('Ola Sjåfør');
    await page.getByRole('textbox', { name: 'Note' }).fill(note);
    const canvas = page.locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    await stroke(canvas, 'touch', [
      [0.1, 0.6],
      [0.3, 0.3],
      [0.5, 0.7],
      [0.8, 0.4],
    ]);
    await expect.poll(() => inkedPixels(canvas)).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Save pallet receipt' }).click();
    await expect(page.getByText(savedOnDevice).first()).toBeVisible();
    await expectIndicator(page, { waiting: 1 });

    await restoreNetwork(context);
    await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
    await expect(page).toHaveURL(/\/pallet-receipts\/\d+$/, { timeout: 15_000 });
    const log = await api.get<{ note: string | null; locationId: number }[]>('palletReceipts');
    expect(log.filter((receipt) => receipt.note === note)).toEqual([
      expect.objectContaining({ locationId: place.id }),
    ]);
  });

  test('a list this device never loaded says offline that it needs the network once', async ({
    page,
    context,
  }) => {
    // The locations never reach this device: as if the network dropped before the warm-up read them.
    await context.route('**/api/no/Locations**', (route) => route.abort('internetdisconnected'));
    await openApp(page, 'lager');
    await page.goto('/app/reception');
    await expect(page.getByRole('heading', { name: 'Reception' })).toBeVisible();

    await cutNetwork(context);
    await page.goto('/pallet-receipts');
    await expectIndicator(page, { online: false });
    await expect(page.getByText(notOnDevice)).toBeVisible();
    await page.getByRole('combobox', { name: 'Location' }).click();
    await expect(page.getByText('No locations with pallet receipt days')).toHaveCount(0);
  });
});
