import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

test('the order list shows the location’s orders, sorts on a header and opens an order (spec §2, §7)', async ({
  page,
}) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Kjøp' }).click();
  await expect(page).toHaveURL(/\/app\/orders$/);
  const grid = page.getByRole('table');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/Viser \d+ av \d+ ordrer/)).toBeVisible();
  await expectAccessible(page, 'order list');

  const orderNoHeader = grid.getByRole('columnheader', { name: 'Ordrenr.' });
  await orderNoHeader.click();
  await expect(orderNoHeader).toHaveAttribute('aria-sort', 'ascending');
  // The rows of the earlier sort stay on screen until the new ones arrive; the table says it is busy.
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const first = await grid.getByRole('row').nth(1).getByRole('cell').nth(2).innerText();
  await orderNoHeader.click();
  await expect(orderNoHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.getByRole('row').nth(1).getByRole('cell').nth(2)).not.toHaveText(first);

  await grid.getByRole('row').nth(1).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(/\/app\/(orders|reception|expedition|dispatch|delivery)\/\d+$/);
  await expectAccessible(page, 'order opened from the list');
});

test('the order search finds an order by the start of its number (spec §7 prefix search)', async ({
  page,
}) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  await page.goto('/app/orders');
  const grid = page.getByRole('table');
  const orderNo = await grid.getByRole('row').nth(1).getByRole('cell').nth(2).innerText();
  await page.getByLabel('Søk').fill(orderNo);
  await expect(page.getByText(/Viser 1 av 1 ordrer/)).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toContainText(orderNo);
});

test('the grid renders 50 rows and more as the user scrolls near the end (spec §2, §9)', async ({ page }) => {
  await loginAs(page, 'global');
  await readMustReadAlerts(page);
  await page.goto('/app/orders');
  const grid = page.getByRole('table');
  const dataRows = grid.locator('tbody > tr[data-grid-row]');
  await expect(dataRows).toHaveCount(50);
  await page.getByTestId('order-grid-scroll').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  // The location has more than 50 orders: the next page of rows appears.
  await expect.poll(() => dataRows.count()).toBeGreaterThan(50);
});

test('Delivery → External locations lists the deliveries to other customers (spec §7 GET ExternalOrders)', async ({
  page,
}) => {
  await loginAs(page, 'kunde.admin');
  await readMustReadAlerts(page);
  const answer = page.waitForResponse((response) =>
    /\/ExternalOrders$/i.test(new URL(response.url()).pathname),
  );
  await page.goto('/app/delivery/external');
  expect((await answer).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Eksterne lokasjoner' })).toBeVisible();
  await expect(page.getByText(/Viser \d+ av \d+ ordrer/)).toBeVisible();
  await expectAccessible(page, 'Delivery \u2192 External locations');
});
