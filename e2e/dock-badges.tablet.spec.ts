import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { apiAs, expectIndicator, openApp } from './support/offline-app.ts';
import { badgeOf, dockPaths, navBadge, waitingRowsOf } from './support/dock-badges.ts';

// The offline reception needs the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Order {
  id: number;
  orderNo: string;
  transactionTypeId: string;
  transactionStatusId: number;
  version: number;
}

/** A 1280×800 tablet held landscape: the navigation shows its links and badges (spec §2). */
async function openLandscape(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, 'lager');
  return apiAs(page, 'lager');
}

/** The badge, read from the navigation once the dock lists have settled, and the list's waiting rows. */
async function badgeAndRows(page: Page, path: string) {
  await page.goto(path);
  const rows = await waitingRowsOf(page);
  await expect.poll(() => badgeOf(page, path)).toBe(rows);
  return rows;
}

test.describe('a dock badge counts exactly what its list shows as waiting (issue 15 item 4)', () => {
  test('Reception, Dispatching and Goods delivery each match their list as lager', async ({ page }) => {
    await openLandscape(page);
    for (const path of Object.values(dockPaths)) {
      const rows = await badgeAndRows(page, path);
      expect(await badgeOf(page, path), path).toBe(rows);
    }
  });

  test('a two-digit badge is shown whole, not clipped to "1."', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Twelve orders waiting at reception, whatever other tests received meanwhile.
    await page.route('**/api/no/dockOrders', async (route) => {
      const answer = (await (await route.fetch()).json()) as { data: { reception: Order[] } };
      const sent = { ...answer.data.reception[0]!, transactionStatusId: 4 };
      answer.data.reception = Array.from({ length: 12 }, (_, index) => ({ ...sent, id: 900_000 + index }));
      await route.fulfill({ json: answer });
    });
    await openApp(page, 'lager');
    const badge = navBadge(page, dockPaths.reception);
    await expect(badge).toHaveText('12');
    await expectAccessible(page, 'dock list with a two-digit badge');
    const fits = await badge.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].every(
        (part) => part.scrollWidth <= part.clientWidth + 0.5 || part.clientWidth === 0,
      ),
    );
    expect(fits).toBe(true);
    const label = badge.locator('span').first();
    const [box, text] = [await badge.boundingBox(), await label.boundingBox()];
    expect(text!.x).toBeGreaterThanOrEqual(box!.x);
    expect(text!.x + text!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
  });

  test('an offline reception keeps the Reception badge where the list has it, before and after the sync', async ({
    page,
    context,
  }) => {
    const api = await openLandscape(page);
    // A pickup sent to Alnabru and received in full: at the provider it then waits for sorting (spec §4).
    const order = (await api.get<{ reception: Order[] }>('dockOrders')).reception.find(
      (candidate) => candidate.transactionTypeId === 'HE' && candidate.transactionStatusId === 4,
    )!;
    expect(order).toBeDefined();
    const before = await badgeAndRows(page, dockPaths.reception);
    await page.goto(`/app/reception/${order.id}`);
    await expect(page.getByRole('button', { name: 'Confirm reception' })).toBeVisible();

    await cutNetwork(context);
    await page.reload();
    await expectIndicator(page, { online: false });
    await page.getByRole('button', { name: 'Confirm reception' }).click();
    await expectIndicator(page, { waiting: 1 });
    await page.goto(dockPaths.reception);
    const offline = await waitingRowsOf(page);
    expect(offline).toBe(before);
    await expect.poll(() => badgeOf(page, dockPaths.reception)).toBe(offline);

    await restoreNetwork(context);
    await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
    // The sync and the lists read again after it never move the badge back up.
    for (let sample = 0; sample < 8; sample++) {
      expect(await badgeOf(page, dockPaths.reception)).toBe(offline);
      await page.waitForTimeout(500);
    }
    await page.reload();
    expect(await badgeAndRows(page, dockPaths.reception)).toBe(offline);
    const stored = await api.get<Order>('order', { id: order.id });
    expect(stored.transactionStatusId).toBe(12);
  });
});
