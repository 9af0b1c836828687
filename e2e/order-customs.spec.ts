import { expect, test, type Page } from '@playwright/test';
import { apiWithToken, type Api } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

interface Row {
  id: number;
  orderNo: string;
  version: number;
  transactionTypeId: string;
  locationIdFrom: number;
  locationIdTo: number;
}

/** Logs in and switches to the English source messages (the user's stored language, spec §1). */
async function loginInEnglish(page: Page, loginName: string): Promise<Api> {
  await loginAs(page, loginName);
  await readMustReadAlerts(page);
  await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  await page.reload();
  return apiWithToken(page, await page.evaluate(() => localStorage.getItem('token')));
}

/**
 * An order of kunde.admin's location, sent (Ordered), with customs required but not declared and a
 * delivery address across the border: made through the API as the editor would.
 */
async function crossBorderOrder(api: Api): Promise<Row> {
  const status = await api.get<{ location: { id: number } }>('Status');
  const locationId = status.location.id;
  const earlier = await api.get<{ items: Row[] }>('Orders', { locationId, transactionType: 'TO', count: 5 });
  const provider = earlier.items.find((row) => row.locationIdTo === locationId)!.locationIdFrom;
  const choices = await api.get<
    { productId: string; treatmentId: string; qualityId: string; availability: string }[]
  >('AvailableProducts', { locationId });
  const choice = choices.find((candidate) => candidate.availability === 'available')!;
  const sendDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const saved = await api.post('order', {
    transactionTypeId: 'TO',
    locationIdFrom: provider,
    sendDate,
    reference: `E2E-CUSTOMS-${Date.now()}`,
    customsHandler: 'required',
    deliveryAddress: {
      name: 'Tullager Svinesund',
      street: 'Svinesundsvägen 1',
      countryId: 'SVE',
      postalCode: '452 93',
      postPlace: 'Strömstad',
    },
    lines: [
      {
        productId: choice.productId,
        treatmentId: choice.treatmentId,
        qualityId: choice.qualityId,
        quantity: 20,
      },
    ],
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const draft = ((await saved.json()) as { data: Row }).data;
  const sent = await api.post('sendOrders', { ids: [draft.id] });
  expect(sent.ok(), await sent.text()).toBe(true);
  return draft;
}

test('an order waiting on customs: badged in the list, shown on the order, declared by the provider (issue 21)', async ({
  page,
  browser,
}) => {
  const api = await loginInEnglish(page, 'kunde.admin');
  const order = await crossBorderOrder(api);

  // The list badges the order: customs are required but not declared.
  await page.goto('/app/orders');
  await page.getByLabel('Search').fill(order.orderNo);
  const grid = page.getByRole('table');
  const row = grid.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Customs', { exact: true })).toBeVisible();
  await expectAccessible(page, 'order list with a customs badge');

  // The order shows who declares, how far it is and where it goes.
  await row.getByText(order.orderNo).click();
  await expect(page).toHaveURL(new RegExp(`/app/orders/${order.id}$`));
  await expect(page.getByText('Customs required, not yet declared')).toBeVisible();
  await expect(page.getByText('Not declared')).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery address' });
  await expect(delivery).toContainText('Svinesundsvägen 1');
  await expect(delivery).toContainText('452 93 Strömstad');
  // The customer does not follow the agent's declaration up: no status to set.
  await expect(page.getByRole('group', { name: 'Set customs status' })).toHaveCount(0);
  await expectAccessible(page, 'order detail with customs and a delivery address');

  // The provider's global admin marks the customs declared.
  const provider = await browser.newPage();
  await loginInEnglish(provider, 'global');
  await provider.goto(`/app/orders/${order.id}`);
  const actions = provider.getByRole('group', { name: 'Set customs status' });
  await expect(actions).toBeVisible();
  await expectAccessible(provider, 'order detail with customs actions');
  await actions.getByRole('button', { name: 'Mark customs declared' }).click();
  await expect(provider.getByText('Customs status set to Declared.')).toBeVisible();
  await expect(provider.getByText('Declared', { exact: true }).first()).toBeVisible();
  await provider.close();

  // Back in the customer's list, the order no longer waits on customs.
  await page.goto('/app/orders');
  await page.getByLabel('Search').fill(order.orderNo);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Customs', { exact: true })).toHaveCount(0);
});

test('the order editor takes another delivery address with the post-code rules (spec §5)', async ({
  page,
}) => {
  await loginInEnglish(page, 'kunde.admin');
  await page.goto('/app/orders/new');
  await page.getByRole('checkbox', { name: 'Deliver to another address' }).check();
  const fieldset = page.getByRole('group', { name: 'Delivery address' });
  await expect(fieldset.getByRole('textbox', { name: 'Post code' })).toBeVisible();
  await fieldset.getByRole('textbox', { name: 'Post code' }).fill('0150');
  await expect(fieldset.getByRole('textbox', { name: 'Post place' })).toHaveValue('OSLO');
  await expectAccessible(page, 'order editor with a delivery address');
});
