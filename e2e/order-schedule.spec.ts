import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

async function pickFirstDay(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  // The calendar opens in a popover of its own, after the schedule dialog.
  await page
    .getByRole('dialog')
    .last()
    .locator('table button:not([disabled]):not([data-outside])')
    .first()
    .click();
}

test('a scheduled order is saved with its weekdays and the server creates its due orders (issue 4 item 5)', async ({
  page,
}) => {
  await loginAs(page, 'kunde.admin');
  await readMustReadAlerts(page);
  await page.goto('/app/orders/scheduled');
  await page.getByRole('button', { name: 'Ny fast bestilling' }).click();
  const form = page.getByRole('dialog', { name: 'Ny plan' });

  // Nothing is saved until the form is complete.
  await form.getByRole('button', { name: 'Lagre plan' }).click();
  await expect(form.getByText('Velg minst én ukedag')).toBeVisible();
  await expectAccessible(page, 'new schedule dialog with a missing weekday');

  await form.getByRole('combobox', { name: 'Leveres fra' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Hver n-te uke' }).fill('1');
  await pickFirstDay(page, 'Startdato');
  for (const day of ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag']) {
    await form.getByText(day, { exact: true }).click();
  }
  const reference = `E2E-SCHEDULE-${Date.now()}`;
  await form.getByRole('textbox', { name: 'Referanse', exact: true }).fill(reference);
  await form.getByRole('combobox', { name: 'Legg til produkt' }).click();
  await page.getByRole('option').and(page.locator(':not([data-combobox-disabled])')).first().click();
  await form.getByRole('textbox', { name: /^Antall / }).fill('150');
  await form.getByRole('button', { name: 'Lagre plan' }).click();
  await expect(page.getByText('Planen er lagret')).toBeVisible();

  // The list shows the schedule with its truck fill from GET ScheduleOrderFill (one decimal).
  const row = page.getByRole('table', { name: 'Planer' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Hver uke');
  await expect(row).toContainText(/\d+,\d %/);
  await expectAccessible(page, 'scheduled orders');

  // The job queue creates the due orders by itself, each once (the request on save wakes it).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const dueOrders = async () => {
    const answer = await page.request.get('/api/no/orders', {
      headers: { authorization: `Bearer ${token}` },
      params: { term: reference, source: 'sqlorder', mode: 'prefix', count: 1000 },
    });
    return ((await answer.json()) as { data: { items: { dateSend: string; transactionStatusId: number }[] } })
      .data.items;
  };
  await expect.poll(async () => (await dueOrders()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const orders = await dueOrders();
  expect(new Set(orders.map((order) => order.dateSend)).size).toBe(orders.length);
  expect(orders.every((order) => order.transactionStatusId === 1)).toBe(true);
});
