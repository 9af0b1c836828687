import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';
import { addProduct, fillNewOrder, pickFirstOpenDay } from './support/order-form.ts';

async function apiToken(page: Page) {
  return page.evaluate(() => localStorage.getItem('token'));
}

test('buying: a draft is saved, found in the list, edited and sent (issue 4 item 3)', async ({ page }) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  await page.goto('/app/orders');
  await page.getByRole('link', { name: 'Ny bestilling' }).click();
  await expect(page).toHaveURL(/\/app\/orders\/new$/);

  // Saving without a recipient says what is missing and saves nothing (spec §5 Ordering).
  await page.getByRole('button', { name: 'Lagre kladd' }).click();
  await expect(page.getByText('En mottaker må velges')).toBeVisible();
  await expectAccessible(page, 'new order with a missing recipient');

  await page.getByRole('combobox', { name: 'Leveres fra' }).click();
  await page.getByRole('option').first().click();
  await pickFirstOpenDay(page, 'Leveringsdato');
  await page.getByRole('textbox', { name: 'Referanse', exact: true }).fill('E2E-BUY-1');
  await addProduct(page, '45');
  await expect(page.getByTestId('truck-load')).toHaveText(/\d+,\d %/);

  await page.getByRole('button', { name: 'Lagre kladd' }).click();
  await expect(page.getByText(/Kladd \S+ er lagret/)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // The saved draft comes back from the server in the editor, and can be changed and sent.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Referanse', exact: true })).toHaveValue('E2E-BUY-1');
  await expectAccessible(page, 'draft order in the editor');
  await page
    .getByRole('textbox', { name: /^Antall / })
    .first()
    .fill('60');
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  await expect(page.getByText(/Bestilling \S+ er sendt/)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/orders$/);

  const token = await apiToken(page);
  const answer = await page.request.get(`/api/no/order?id=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const order = (await answer.json()).data;
  expect(order.transactionStatusId).toBe(1);
  expect(order.reference).toBe('E2E-BUY-1');
  expect(order.transactions.map((line: { quantityOrdered: number }) => line.quantityOrdered)).toEqual([60]);
});

test('bulk send: two drafts selected in the list are sent at once (spec §4, §8)', async ({ page }) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  const orderNos: string[] = [];
  for (const reference of ['E2E-BULK-A', 'E2E-BULK-B']) {
    await fillNewOrder(page, reference);
    await page.getByRole('button', { name: 'Lagre kladd' }).click();
    const saved = page.getByText(/Kladd \S+ er lagret/);
    await expect(saved).toBeVisible();
    orderNos.push((await saved.innerText()).split(' ')[1] ?? '');
  }

  await page.goto('/app/orders');
  await page.getByLabel('Søk').fill('E2E-BULK');
  const grid = page.getByRole('table');
  await expect(page.getByText(/Viser 2 av 2 ordrer/)).toBeVisible();
  for (const orderNo of orderNos) await grid.getByRole('checkbox', { name: `Velg ${orderNo}` }).check();
  await page.getByRole('button', { name: 'Send 2 kladder' }).click();
  await expect(page.getByText('2 kladder ble sendt')).toBeVisible();
  await expectAccessible(page, 'order list after a bulk send');
  // Sent orders are no drafts any more: they have no checkbox and show as Ordered.
  await expect(grid.getByRole('checkbox', { name: `Velg ${orderNos[0]}` })).toHaveCount(0);
  await expect(grid.getByRole('row').filter({ hasText: orderNos[0] })).toContainText('Bestilt');
});

test('a pickup for washing is ordered from the current location (issue 4 item 4)', async ({ page }) => {
  await loginAs(page, 'kunde.admin');
  await readMustReadAlerts(page);
  await page.goto('/app/dispatch');
  await page.getByRole('link', { name: 'Ny henting' }).click();
  await page.getByRole('combobox', { name: 'Mottaker' }).click();
  await page.getByRole('option').first().click();
  await pickFirstOpenDay(page, 'Hentedato');
  await expectAccessible(page, 'new pickup');
  await page.getByRole('textbox', { name: 'Referanse', exact: true }).fill('E2E-PICKUP');
  await addProduct(page, '90');
  await page.getByRole('button', { name: 'Send henting' }).click();
  await expect(page.getByText(/Bestilling \S+ er sendt/)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dispatch$/);
  await page.getByLabel('Søk').fill('E2E-PICKUP');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Henting' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Bestilt');
});
