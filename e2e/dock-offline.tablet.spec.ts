import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import type { Api } from './support/api.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { apiAs, expectIndicator, openApp, statusChangesTo } from './support/offline-app.ts';

// The dock works offline through the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Line {
  id: number;
  productName: string;
  treatmentName: string;
  qualityName: string;
  quantityOrdered: number;
  quantityPicked: number | null;
  quantityDelivered: number | null;
}

interface Order {
  id: number;
  orderNo: string;
  transactionTypeId: string;
  transactionStatusId: number;
  locationIdFrom: number;
  locationIdTo: number;
  locationNameFrom: string;
  locationNameTo: string;
  isReceiverRegistered: boolean;
  carNo: string | null;
  cartman: string | null;
  transactions: Line[];
}

interface Place {
  id: number;
  name: string;
  number: string;
  statusId: number;
}

interface Product {
  key: string;
  name: string;
}

const savedOnDevice = 'Saved on this device. It will be sent when the network is back.';

/** `lager` (provider staff at Alnabru) in English, with a service worker controlling the app. */
async function openDock(page: Page) {
  await openApp(page, 'lager');
  return apiAs(page, 'lager');
}

/** No network from here on, and the app starts again from the service worker and the device. */
async function goOfflineAndReload(page: Page, context: BrowserContext) {
  await cutNetwork(context);
  await page.reload();
  await expectIndicator(page, { online: false });
}

/** The network is back: the outbox empties with nothing left for the user to settle. */
async function syncAgain(page: Page, context: BrowserContext) {
  await restoreNetwork(context);
  await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
}

const dockOrders = (api: Api) => api.get<Record<'reception' | 'expedition', Order[]>>('dockOrders');

/** The orders whose reference starts with `reference` (the list's term is a prefix search). */
const ordersWithReference = async (api: Api, reference: string) =>
  (await api.get<{ items: Order[] }>('orders', { term: reference })).items;

/** Another active location of the acting customer, and a product both it and the acting one carry. */
async function otherPlaceAndProduct(api: Api, index: number) {
  const acting = await api.get<{ id: number }>('location');
  const places = (await api.get<Place[]>('Locations')).filter(
    (place) => place.id !== acting.id && place.statusId === 1,
  );
  const place = places[index % places.length]!;
  const carried = new Set(
    (await api.get<Product[]>('AvailableProducts', { locationId: place.id })).map(({ key }) => key),
  );
  const products = await api.get<Product[]>('AvailableProducts', { locationId: acting.id });
  const product = products.find(({ key }) => carried.has(key))!;
  return { acting, place, label: `${place.name} (${place.number})`, product };
}

/** A location picker (SearchSelect): types part of the name and takes the option. */
async function choose(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(option.slice(0, 8));
  await page.getByRole('option', { name: option }).click();
  await expect(field).toHaveValue(option);
}

test.describe('the dock on a tablet with no network: saved on the device, synced once (issue 6 item 8)', () => {
  test('a reception with a disagreement, reloaded offline, reaches the server once', async ({
    page,
    context,
  }) => {
    const api = await openDock(page);
    const order = (await dockOrders(api)).reception.find(
      (candidate) => candidate.transactionTypeId === 'HE' && candidate.transactionStatusId === 4,
    )!;
    expect(order).toBeDefined();
    const line = order.transactions[0]!;
    const sent = line.quantityPicked ?? line.quantityOrdered;
    const received = sent > 0 ? sent - 1 : 1;

    // Online once: the list and the order are kept on the device.
    await page.goto('/app/reception');
    await expect(page.getByRole('button', { name: `Open order ${order.orderNo}` })).toBeVisible();
    await expectAccessible(page, 'reception');
    await page.goto(`/app/reception/${order.id}`);
    await expect(page.getByRole('button', { name: 'Confirm reception' })).toBeVisible();
    await expectAccessible(page, 'an order in reception');

    await goOfflineAndReload(page, context);
    const product = `${line.productName} · ${line.treatmentName} · ${line.qualityName}`;
    await page.getByRole('textbox', { name: `Received of ${product}` }).fill(String(received));
    await expect(
      page.getByRole('alert').filter({ hasText: 'What arrived differs from what was sent' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Register disagreement' }).click();
    await expect(page.getByText(savedOnDevice).first()).toBeVisible();
    await expectIndicator(page, { waiting: 1 });

    await page.reload();
    await expectIndicator(page, { online: false, waiting: 1 });
    await expect(page.getByTestId('dock-status')).toHaveText('Disagreement');
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await expect(page.getByText('Recipient registered')).toBeVisible();
    await expectAccessible(page, 'a reception saved offline');
    await page.goto('/app/reception');
    const row = page.getByRole('button', { name: `Open order ${order.orderNo}` });
    await expect(row).toContainText('Disagreement');
    await expect(row).toContainText('Waiting to be sent');
    await expectAccessible(page, 'reception with an order waiting to be sent');

    await syncAgain(page, context);
    await expect(row).not.toContainText('Waiting to be sent');
    const stored = await api.get<Order>('order', { id: order.id });
    expect(stored.transactionStatusId).toBe(6);
    expect(stored.isReceiverRegistered).toBe(true);
    expect(stored.transactions.find(({ id }) => id === line.id)?.quantityDelivered).toBe(received);
    expect(await statusChangesTo(api, order.id, 6)).toHaveLength(1);
  });

  test('a picking with a 0 line deleted and its waybill, reloaded offline, reaches the server once', async ({
    page,
    context,
  }) => {
    const api = await openDock(page);
    const order = (await dockOrders(api)).expedition.find(
      (candidate) =>
        candidate.transactionTypeId === 'TO' &&
        candidate.transactionStatusId === 2 &&
        candidate.transactions.length >= 2,
    )!;
    expect(order).toBeDefined();
    const [zero, ...kept] = order.transactions;
    const carNo = `E2E ${Date.now() % 100_000}`;
    const haulier = 'Dock haulier AS';
    const total = kept.reduce((sum, line) => sum + line.quantityOrdered, 0);
    const count = (quantity: number) => quantity.toLocaleString('en-US');

    await page.goto('/app/expedition');
    await expect(page.getByRole('button', { name: `Open order ${order.orderNo}` })).toBeVisible();
    await page.goto(`/app/expedition/${order.id}`);
    await expect(page.getByRole('button', { name: 'Mark sent' })).toBeVisible();
    await expectAccessible(page, 'an order in expedition');

    await goOfflineAndReload(page, context);
    const picked = page.getByRole('textbox', { name: /^Picked / });
    await expect(picked).toHaveCount(order.transactions.length);
    await picked.nth(0).fill('0');
    for (const [index, line] of kept.entries())
      await picked.nth(index + 1).fill(String(line.quantityOrdered));
    await page.getByRole('textbox', { name: 'Car no.', exact: true }).fill(carNo);
    await page.getByRole('textbox', { name: 'Haulier' }).fill(haulier);
    await page.getByRole('textbox', { name: 'Number of copies' }).fill('2');
    await page.getByRole('button', { name: 'Mark sent' }).click();
    const question = page.getByRole('dialog', { name: 'Delete lines with 0 picked?' });
    await expect(question).toBeVisible();
    await expectAccessible(page, 'delete lines with 0 picked?');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(savedOnDevice).first()).toBeVisible();
    await expect(page.getByTestId('expedition-status')).toHaveText('Sent');
    await expectIndicator(page, { waiting: 1 });

    await page.getByRole('button', { name: 'Print waybill' }).click();
    const waybill = page.getByRole('dialog', { name: `Waybill ${order.orderNo}` });
    await expect(waybill.getByRole('article')).toHaveCount(2);
    await expectAccessible(page, 'waybill');
    for (const copy of ['Copy 1 of 2', 'Copy 2 of 2']) {
      const sheet = waybill.getByRole('article', { name: copy });
      await expect(sheet).toContainText(carNo);
      await expect(sheet).toContainText(haulier);
      // The table's body holds the goods, one row a line; the deleted line is not among them.
      const rows = sheet.getByRole('rowgroup').nth(1).getByRole('row');
      await expect(rows).toHaveCount(kept.length);
      for (const [index, line] of kept.entries()) {
        await expect(rows.nth(index)).toContainText(
          [line.productName, line.treatmentName, line.qualityName, count(line.quantityOrdered)].join(''),
        );
      }
      await expect(sheet.getByRole('row', { name: /^Total/ })).toContainText(count(total));
    }
    await waybill.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expectIndicator(page, { online: false, waiting: 1 });
    await expect(page.getByTestId('expedition-status')).toHaveText('Sent');
    await expect(page.getByText('Not sent yet: the change is waiting on this device.')).toBeVisible();

    await syncAgain(page, context);
    const stored = await api.get<Order>('order', { id: order.id });
    expect(stored.transactionStatusId).toBe(4);
    expect(stored.carNo).toBe(carNo);
    expect(stored.cartman).toBe(haulier);
    expect(stored.transactions.map(({ id }) => id)).toEqual(kept.map(({ id }) => id));
    expect(stored.transactions.map(({ quantityPicked }) => quantityPicked)).toEqual(
      kept.map(({ quantityOrdered }) => quantityOrdered),
    );
    expect(stored.transactions.map(({ id }) => id)).not.toContain(zero!.id);
    expect(await statusChangesTo(api, order.id, 3)).toHaveLength(1);
    expect(await statusChangesTo(api, order.id, 4)).toHaveLength(1);
  });

  test('a direct reception registered and reloaded offline makes one order when synced', async ({
    page,
    context,
  }) => {
    const api = await openDock(page);
    const { acting, place, label, product } = await otherPlaceAndProduct(api, 0);
    const reference = `e2e-direct-${Date.now()}`;

    await page.goto('/app/expedition/direct');
    await expect(page.getByRole('textbox', { name: `Quantity of ${product.name}` })).toBeVisible();
    await expectAccessible(page, 'direct reception');

    await goOfflineAndReload(page, context);
    await choose(page, 'Sender', label);
    await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await page.getByRole('textbox', { name: `Quantity of ${product.name}` }).fill('7');
    await page.getByRole('button', { name: 'Register arrival' }).click();
    await expect(page.getByText(savedOnDevice).first()).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Registered on this device, waiting to be sent' });
    await expect(waiting.getByRole('listitem', { name: label })).toContainText('7 pallets');

    await page.reload();
    await expectIndicator(page, { online: false, waiting: 1 });
    await expect(waiting.getByRole('listitem', { name: label })).toContainText('7 pallets');

    await syncAgain(page, context);
    await expect(waiting).toHaveCount(0);
    const made = await ordersWithReference(api, reference);
    expect(made).toHaveLength(1);
    const stored = await api.get<Order>('order', { id: made[0]!.id });
    expect(stored.locationIdFrom).toBe(place.id);
    expect(stored.locationIdTo).toBe(acting.id);
    expect(stored.transactions.map(({ quantityOrdered }) => quantityOrdered)).toEqual([7]);
  });

  test('a goods delivery registered and reloaded offline makes one order when synced', async ({
    page,
    context,
  }) => {
    const api = await openDock(page);
    const { acting, place, label, product } = await otherPlaceAndProduct(api, 1);
    const reference = `e2e-delivery-${Date.now()}`;

    await page.goto('/app/delivery/new');
    await expect(page.getByRole('textbox', { name: `Quantity of ${product.name}` })).toBeVisible();
    await expectAccessible(page, 'new goods delivery');
    // The recipient's products are read once online, so the device can check them offline.
    await choose(page, 'Recipient', label);

    await goOfflineAndReload(page, context);
    await choose(page, 'Recipient', label);
    await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await page.getByRole('textbox', { name: `Quantity of ${product.name}` }).fill('5');
    await page.getByRole('button', { name: 'Deliver' }).click();
    await expect(page.getByText(savedOnDevice).first()).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Deliveries on this device, waiting to be sent' });
    await expect(waiting.getByRole('listitem', { name: label })).toContainText('5 pallets');
    await expectAccessible(page, 'goods delivery with a delivery waiting on the device');

    await page.reload();
    await expectIndicator(page, { online: false, waiting: 1 });
    await expect(waiting.getByRole('listitem', { name: label })).toContainText('5 pallets');

    await syncAgain(page, context);
    await expect(waiting).toHaveCount(0);
    const made = await ordersWithReference(api, reference);
    expect(made).toHaveLength(1);
    const stored = await api.get<Order>('order', { id: made[0]!.id });
    expect(stored.transactionTypeId).toBe('GL');
    expect(stored.locationIdFrom).toBe(acting.id);
    expect(stored.locationIdTo).toBe(place.id);
    expect(stored.transactions.map(({ quantityOrdered }) => quantityOrdered)).toEqual([5]);
  });
});
