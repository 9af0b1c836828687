import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';
import { fillNewOrder } from './support/order-form.ts';

test('the start page leads with what waits, each a link to its list filtered to match', async ({ page }) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  // A draft of one's own, so that at least the drafts are waiting.
  await fillNewOrder(page);
  await page.getByRole('button', { name: 'Lagre kladd' }).click();
  await expect(page.getByText(/Kladd \S+ er lagret/)).toBeVisible();

  await page.goto('/app/home');
  const todo = page.getByRole('region', { name: 'Å gjøre' });
  const drafts = todo.getByRole('link', { name: /^\d+ (kladd|kladder) å sende$/ });
  await expect(drafts).toBeVisible();
  const count = Number((await drafts.innerText()).split(' ')[0]);
  expect(count).toBeGreaterThan(0);
  await expectAccessible(page, 'start page with its to-do list');

  await drafts.click();
  await expect(page).toHaveURL(/\/app\/orders\?show=drafts$/);
  await expect(page.getByText(new RegExp(`Viser \\d+ av ${count} ordrer`))).toBeVisible();
  const grid = page.getByRole('table');
  await expect(grid.getByRole('row').nth(1)).toContainText('Kladd');
});
