import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { apiAs, expectIndicator, openApp } from './support/offline-app.ts';
import { chooseLocation, inkedPixels, stroke, type ReceiptPlace } from './support/receipt-form.ts';

// Receipts are made offline through the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Product {
  key: string;
  productName: string;
  treatmentName: string;
  qualityName: string;
}

interface Receipt {
  id: number;
  receiptNo: string;
  variant: 'plain' | 'inventory';
  locationId: number;
  note: string | null;
  signerName: string;
  signerRole: string;
  signature: string;
  registeredByName: string;
  lines: { productId: string; inbound: number; outbound: number; counted: number | null }[];
}

const savedOnDevice = 'Saved on this device. It will be sent when the network is back.';

/** A location of the market that takes pallet receipts, and a product it carries. */
async function receiptPlace(api: Awaited<ReturnType<typeof apiAs>>) {
  const places = await api.get<ReceiptPlace[]>('Locations', { all: 'true' });
  const place = places.find(
    (candidate) => candidate.statusId === 1 && candidate.palletReceiptDays.length > 0,
  )!;
  expect(place).toBeDefined();
  const product = (await api.get<Product[]>('AvailableProducts', { locationId: place.id }))[0]!;
  expect(product).toBeDefined();
  return { place, label: `${place.name} (${place.number})`, product };
}

test.describe('pallet receipts on a tablet (issue 7)', () => {
  test('a receipt signed offline with finger and stylus survives a reload and a rotation, syncs once, and prints', async ({
    page,
    context,
  }) => {
    await openApp(page, 'lager');
    const api = await apiAs(page, 'lager');
    const { place, label, product } = await receiptPlace(api);
    const note = `E2E receipt ${Date.now()}`;
    const name = `${product.productName} ${product.treatmentName} ${product.qualityName}`;

    // Online once: the locations and the location's products are kept on the device.
    await page.goto('/pallet-receipts');
    await expect(page.getByRole('heading', { name: 'Pallet receipts' })).toBeVisible();
    await chooseLocation(page, label);
    await expect(page.getByRole('textbox', { name: `Inbound ${name}` })).toBeVisible();
    await expectAccessible(page, 'a new pallet receipt');

    await cutNetwork(context);
    await page.reload();
    await expectIndicator(page, { online: false });

    // The spec's rule first: nothing is saved without a location (§5).
    await page.getByRole('button', { name: 'Save pallet receipt' }).click();
    await expect(page.getByText('A location must be chosen')).toBeVisible();
    await expectAccessible(page, 'a pallet receipt without its location');

    await chooseLocation(page, label);
    await page.getByRole('textbox', { name: `Inbound ${name}` }).fill('12');
    await page.getByRole('textbox', { name: `Outbound ${name}` }).fill('5');
    // The segmented control's radios are visually hidden: a finger taps the segment's label.
    await page
      .getByRole('radiogroup', { name: 'Signed by' })
      .getByText('Counterpart', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'Counterpart' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Name of who signs' }).fill('Kari Nordmann');
    await page.getByRole('textbox', { name: 'Note' }).fill(note);

    const canvas = page.locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    await stroke(canvas, 'touch', [
      [0.1, 0.6],
      [0.2, 0.3],
      [0.3, 0.7],
      [0.4, 0.35],
    ]);
    await stroke(canvas, 'pen', [
      [0.5, 0.5],
      [0.6, 0.3],
      [0.7, 0.6],
      [0.85, 0.4],
    ]);
    const inkBefore = await inkedPixels(canvas);
    expect(inkBefore).toBeGreaterThan(100);

    // The tablet turns to landscape and back: the drawing stays.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => inkedPixels(canvas)).toBeGreaterThan(100);
    await page.setViewportSize({ width: 800, height: 1280 });
    await expect.poll(() => inkedPixels(canvas)).toBeGreaterThan(100);

    await page.getByRole('button', { name: 'Save pallet receipt' }).click();
    await expect(page.getByText(savedOnDevice).first()).toBeVisible();
    await expect(page).toHaveURL(/\/pallet-receipts\/device-/);
    await expectIndicator(page, { waiting: 1 });
    const sheet = page.getByRole('article', { name: 'Receipt' });
    await expect(sheet).toContainText('Not sent yet: no number');
    await expect(sheet).toContainText('Kari Nordmann (Counterpart)');
    await expectAccessible(page, 'a receipt saved on the device');

    await page.reload();
    await expectIndicator(page, { online: false, waiting: 1 });
    await expect(sheet).toContainText(place.name);
    await expect(sheet.getByRole('img', { name: 'Signature of Kari Nordmann' })).toBeVisible();

    await restoreNetwork(context);
    await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
    // Sent: the screen moves to the server's receipt, with its number.
    await expect(page).toHaveURL(/\/pallet-receipts\/\d+$/, { timeout: 15_000 });
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = await api.get<Receipt>('palletReceipt', { id });
    expect(stored.receiptNo).toMatch(/^K\d{10}$/);
    await expect(sheet).toContainText(stored.receiptNo);
    expect(stored.locationId).toBe(place.id);
    expect(stored.signerName).toBe('Kari Nordmann');
    expect(stored.signerRole).toBe('counterpart');
    expect(stored.signature).toMatch(/^data:image\/png;base64,/);
    expect(stored.lines).toEqual([expect.objectContaining({ inbound: 12, outbound: 5, counted: null })]);
    const log = await api.get<Receipt[]>('palletReceipts', { variant: 'plain' });
    expect(log.filter((receipt) => receipt.note === note)).toHaveLength(1);

    // The PDF comes from the server under the receipt's number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${stored.receiptNo}.pdf`);
    const pdf = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(pdf).subarray(0, 5).toString()).toBe('%PDF-');

    // In print, only the receipt shows.
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The log lists it with who registered it; deleting it says so (spec §8).
    await page.goto('/pallet-receipts/log');
    const row = page.getByRole('row').filter({ hasText: stored.receiptNo });
    await expect(row).toContainText(stored.registeredByName);
    await expectAccessible(page, 'the pallet receipt log');
    await row.getByRole('link', { name: stored.receiptNo }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Pallet receipt deleted')).toBeVisible();
    const after = await api.get<Receipt[]>('palletReceipts', { variant: 'plain' });
    expect(after.filter((receipt) => receipt.note === note)).toHaveLength(0);
  });
});
