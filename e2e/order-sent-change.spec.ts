import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';
import { fillNewOrder, pickFirstOpenDay } from './support/order-form.ts';
import { apiWithToken, tokenOf } from './support/api.ts';

/** A new order sent from the editor; answers its id and number. */
async function sendNewOrder(page: Page, reference: string) {
  await fillNewOrder(page, reference);
  await page.getByRole('button', { name: 'Lagre kladd' }).click();
  await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  const sent = page.getByText(/Bestilling \S+ er sendt/);
  await expect(sent).toBeVisible();
  const orderNo = (await sent.innerText()).split(' ')[1] ?? '';
  return { id, orderNo };
}

test('a sent order is changed, copied to a new draft and cancelled by its orderer', async ({ page }) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  const { id, orderNo } = await sendNewOrder(page, 'E2E-SENT-1');

  // Change: the editor opens on the sent order; saving keeps it ordered.
  await page.goto(`/app/orders/${id}`);
  await page.getByRole('link', { name: 'Endre bestilling' }).click();
  await expect(page.getByRole('heading', { name: 'Endre bestilling' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send bestilling' })).toHaveCount(0);
  await page
    .getByRole('textbox', { name: /^Antall / })
    .first()
    .fill('48');
  await expectAccessible(page, 'a sent order being changed');
  await page.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(page.getByText(`Bestilling ${orderNo} er endret`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/orders/${id}$`));
  await expect(page.getByText('Bestilt', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: '48' }).first()).toBeVisible();

  // Copy: a new order with the same references and lines, and a date of its own.
  await page.getByRole('link', { name: 'Kopier til ny bestilling' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/orders/new\\?copyOf=${id}$`));
  await expect(page.getByRole('textbox', { name: 'Referanse', exact: true })).toHaveValue('E2E-SENT-1');
  await expect(page.getByRole('textbox', { name: /^Antall / })).toHaveValue('48');
  await pickFirstOpenDay(page, 'Leveringsdato');
  await page.getByRole('button', { name: 'Lagre kladd' }).click();
  await expect(page.getByText(/Kladd \S+ er lagret/)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
  expect(Number(page.url().split('/').pop())).not.toBe(id);

  // Cancel: asked once more, then the order is cancelled and offers no change.
  await page.goto(`/app/orders/${id}`);
  await page.getByRole('button', { name: 'Kanseller bestillingen' }).click();
  const dialog = page.getByRole('dialog', { name: `Kansellere bestilling ${orderNo}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Kanseller bestillingen' }).click();
  await expect(page.getByText(`Bestilling ${orderNo} er kansellert.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Endre bestilling' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Kopier til ny bestilling' })).toBeVisible();
});

test('an order the provider has confirmed offers no change and no cancel to the customer', async ({
  page,
  request,
}) => {
  await loginAs(page, 'butikk');
  await readMustReadAlerts(page);
  const { id } = await sendNewOrder(page, 'E2E-SENT-2');
  const provider = apiWithToken({ request }, await tokenOf(request, 'global'));
  const sent = await provider.get<{ version: number }>('order', { id });
  const confirmed = await provider.post('orderStatus', {
    orderId: id,
    transactionStatusId: 2,
    version: sent.version,
  });
  expect(confirmed.ok()).toBe(true);

  await page.goto(`/app/orders/${id}`);
  await expect(page.getByText('Bekreftet av leverandøren').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kopier til ny bestilling' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Endre bestilling' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kanseller bestillingen' })).toHaveCount(0);
  // The address that asks for the editor shows the order instead.
  await page.goto(`/app/orders/${id}?edit=true`);
  await expect(page.getByRole('link', { name: 'Kopier til ny bestilling' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lagre endringer' })).toHaveCount(0);
});
