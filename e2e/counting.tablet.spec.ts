import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import type { Api } from './support/api.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { apiAs, expectIndicator, openApp } from './support/offline-app.ts';

// Counting works offline through the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Choice {
  productId: string;
  treatmentId: string;
  qualityId: string;
  productName: string;
  treatmentName: string;
  qualityName: string;
}

interface Report extends Choice {
  id: number;
  countedVolume: number;
  balance: number;
  difference: number;
  confirmed: boolean;
}

interface Stock {
  products: (Choice & { balance: number; physicalBalance: number | null })[];
}

const count = (value: number) => value.toLocaleString('en-US');
const savedOnDevice = 'Saved on this device. It will be sent when the network is back.';
const sameChoice = (a: Choice) => (b: Choice) =>
  a.productId === b.productId && a.treatmentId === b.treatmentId && a.qualityId === b.qualityId;

const balanceOf = async (api: Api, locationId: number, choice: Choice) =>
  (await api.get<Stock>('stockDetails', { locationId })).products.find(sameChoice(choice))?.balance ?? 0;

/** The choice's counts at the location that are not confirmed, as the server has them. */
const openReports = async (api: Api, locationId: number, choice: Choice) =>
  (await api.get<Report[]>('countingReports', { locationId })).filter(
    (report) => sameChoice(choice)(report) && !report.confirmed,
  );

/** The choice's open row: the first of its rows (confirmed counts follow it). */
const rowOf = (page: Page, name: string) => page.getByRole('row', { name }).first();

test('a count saved offline reaches the server once and shows its difference against the balance the server has then (issue 7 items 3–5)', async ({
  page,
  context,
}) => {
  // `lager` counts at Alnabru; `global`, another user at the same location, receives pallets meanwhile.
  await openApp(page, 'lager');
  const api = await apiAs(page, 'lager');
  const office = await apiAs(page, 'global');
  const alnabru = await api.get<{ id: number }>('location');
  const [choice] = await api.get<Choice[]>('AvailableProducts', { locationId: alnabru.id });
  expect(choice).toBeDefined();
  expect(await openReports(api, alnabru.id, choice!)).toHaveLength(0);
  const name = `${choice!.productName} · ${choice!.treatmentName} · ${choice!.qualityName}`;
  const before = await balanceOf(api, alnabru.id, choice!);
  const counted = Math.max(before, 0) + 3;

  // Online once: the counts, products and balance are kept on the device.
  await page.goto('/app/company/audit');
  await expect(page.getByRole('textbox', { name: `Counted ${name}` })).toBeVisible();
  await expectAccessible(page, 'counting');

  await cutNetwork(context);
  await page.reload();
  await expectIndicator(page, { online: false });
  await page.getByRole('textbox', { name: `Counted ${name}` }).fill(String(counted));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(savedOnDevice).first()).toBeVisible();
  await expectIndicator(page, { waiting: 1 });
  await expect(rowOf(page, name)).toContainText('Waiting to be sent');
  await expect(rowOf(page, name).getByTestId('count-difference')).toHaveText(`+${count(counted - before)}`);
  await expectAccessible(page, 'counting offline with a count waiting on the device');

  await page.reload();
  await expectIndicator(page, { online: false, waiting: 1 });
  await expect(rowOf(page, name)).toContainText('Waiting to be sent');
  await expect(rowOf(page, name)).toContainText(count(counted));

  // Meanwhile the office registers 7 pallets that came in: the balance moves on the server.
  const places = await office.get<{ id: number; statusId: number }[]>('Locations', { all: 'true' });
  const sender = places.find((place) => place.statusId === 1)!;
  const received = await office.post('directReception', {
    locationIdFrom: sender.id,
    lines: [
      {
        productId: choice!.productId,
        treatmentId: choice!.treatmentId,
        qualityId: choice!.qualityId,
        quantity: 7,
      },
    ],
  });
  expect(received.ok()).toBe(true);
  const now = await balanceOf(api, alnabru.id, choice!);
  expect(now).toBe(before + 7);

  await restoreNetwork(context);
  await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
  const stored = await openReports(api, alnabru.id, choice!);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ countedVolume: counted, balance: now, difference: counted - now });
  // The screen shows the server's difference, against the new balance, not the one the device read.
  const row = rowOf(page, name);
  await expect(row).not.toContainText('Waiting to be sent');
  await expect(row.getByTestId('count-balance')).toHaveText(count(now));
  await expect(row.getByTestId('count-difference')).toHaveText(count(counted - now));

  await row.getByRole('button', { name: `Confirm the count of ${name}` }).click();
  await expect(page.getByText('Counting report confirmed').first()).toBeVisible();
  expect(await balanceOf(api, alnabru.id, choice!)).toBe(counted);
  expect(await openReports(api, alnabru.id, choice!)).toHaveLength(0);
});
