import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { cutNetwork, restoreNetwork } from './support/network.ts';
import { apiAs, expectIndicator, openApp } from './support/offline-app.ts';
import { settle } from './support/screen-crawler.ts';
import { describeTargets, smallTouchTargets } from './support/touch-targets.ts';

// The register works offline through the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Row {
  id: number;
  number: string;
  status: 'OK' | 'NeedsRepair';
  version: number;
}

const savedOnDevice = 'Saved on this device. It will be sent when the network is back.';

/** Every target of the screen as it is now is at least 44 × 44 px, and it passes axe. */
async function expectTouchSized(page: Page, screen: string) {
  await settle(page);
  await expectAccessible(page, screen);
  const { small, count } = await smallTouchTargets(page);
  expect(count, `no interactive elements found on ${screen}`).toBeGreaterThan(0);
  expect.soft(small.length, `targets under 44×44 px on ${screen}:\n${describeTargets(small)}`).toBe(0);
}

async function goOfflineAndReload(page: Page, context: BrowserContext) {
  await cutNetwork(context);
  await page.reload();
  await expectIndicator(page, { online: false });
}

test('a repair mark made on a tablet with no network is shown at once and reaches the server once (issue 20 item 2)', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await openApp(page, 'jon.vik');
  const api = await apiAs(page, 'jon.vik');
  const target = (await api.get<{ items: Row[] }>('Containers')).items.find((row) => row.status === 'OK')!;
  const before = await api.get<{ marks: unknown[] }>('Container', { id: target.id });

  // Online once: the register is kept on the device.
  await page.goto('/app/containers');
  await expect(page.getByRole('link', { name: `Open container ${target.number}` })).toBeVisible();
  await expectTouchSized(page, '/app/containers (tablet)');

  await goOfflineAndReload(page, context);
  await expect(page.getByRole('link', { name: `Open container ${target.number}` })).toBeVisible();
  await page.getByRole('link', { name: `Open container ${target.number}` }).click();
  await expect(page.getByRole('heading', { name: target.number })).toBeVisible();
  await expectTouchSized(page, '/app/containers/:id (tablet, offline)');

  await page.getByRole('button', { name: 'Mark for repair' }).click();
  const dialog = page.getByRole('dialog');
  await expectTouchSized(page, '/app/containers/:id: mark for repair (tablet)');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cracked base plate');
  await dialog.getByRole('button', { name: 'Mark for repair' }).click();
  await expect(page.getByText(savedOnDevice, { exact: true })).toBeVisible();
  await expect(page.getByText('Not sent yet').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Cracked base plate');
  await expect(page.getByRole('button', { name: 'Mark as repaired' })).toBeVisible();
  await expectIndicator(page, { waiting: 1 });

  // Back in the register, still offline: the row shows the mark too.
  await page.goto('/app/containers');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Open container ${target.number}` }) });
  await expect(row).toContainText('Needs repair');
  await expect(row).toContainText('Not sent yet');

  await restoreNetwork(context);
  await expectIndicator(page, { waiting: 0, attention: 0 }, 30_000);
  const after = await api.get<Row & { marks: { reason: string }[] }>('Container', { id: target.id });
  expect(after.status).toBe('NeedsRepair');
  expect(after.version).toBe(target.version + 1);
  expect(after.marks).toHaveLength(before.marks.length + 1);
  expect(after.marks.filter((mark) => mark.reason === 'Cracked base plate')).toHaveLength(1);
  await expect(row).not.toContainText('Not sent yet');
});
