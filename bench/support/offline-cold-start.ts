import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from '@playwright/test';
import type { OrderListAnswer, OrderRow } from '../../src/domain/orders/order-list.ts';
import { cutNetwork } from '../../e2e/support/network.ts';
import { percentiles } from './measure.ts';
import type { OfflineUser } from './browser-session.ts';
import { probe } from './page-probe.ts';

/** `count` copies of a real row with their own id and order number (`prefix` and five digits). */
export function cloneOrders(row: OrderRow, count: number, prefix: string): OrderListAnswer {
  const items = Array.from({ length: count }, (_, index) => ({
    ...row,
    id: 900_000 + index,
    orderNo: `${prefix}${String(index + 1).padStart(5, '0')}`,
  }));
  return { items, total: count };
}

/**
 * The order list is opened online once, so the app keeps its answer in IndexedDB; that answer is then
 * replaced by `answer` and the network cut. `appPage` is closed, so each cold start is the only app tab.
 */
export async function keepOrderListOffline(
  context: BrowserContext,
  setup: { appPage: Page; probePage: Page; user: OfflineUser },
  answer: OrderListAnswer,
) {
  const { appPage, probePage, user } = setup;
  await appPage.goto('/app/orders');
  await appPage.locator('tbody tr[data-grid-row]').first().waitFor();
  for (let tries = 0; (await probe.keepOrderList(probePage, user.userId, null)) === 0; tries++) {
    if (tries > 100) throw new Error('the order list answer was not kept in IndexedDB');
    await sleep(100);
  }
  await appPage.close();
  await probe.keepOrderList(probePage, user.userId, answer);
  await cutNetwork(context);
}

/**
 * `runs` cold starts of /app/orders in a new tab with no network: navigation start → the first frame
 * with a kept order in the grid, and → the first with the sync indicator. `cpuRate` slows the page's
 * CPU that many times (DevTools throttling) from before its navigation.
 */
export async function measureColdStarts(context: BrowserContext, runs: number, cpuRate: number) {
  const rows: number[] = [];
  const indicator: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    if (cpuRate > 1) {
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto('/app/orders', { waitUntil: 'commit' });
    const paints = await probe.firstPaints(page, 60_000);
    rows.push(paints.rows!);
    indicator.push(paints.indicator!);
    await page.close();
  }
  return { cpuRate, runs, rows: percentiles(rows), indicator: percentiles(indicator) };
}
