import { expect, test } from '@playwright/test';
import { tokenOf } from './support/api.ts';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { waitForMailTo } from './support/mail-catcher.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

interface Order {
  id: number;
  orderNo: string;
  version: number;
  transactionTypeId: string;
  locationIdTo: number;
}

test('a customer admin sets an order-confirmed address, the provider confirms, the mail arrives and is archived (issue 17 item 7)', async ({
  page,
  request,
}) => {
  const admin = { authorization: `Bearer ${await tokenOf(request, 'kunde.admin')}` };
  const provider = { authorization: `Bearer ${await tokenOf(request, 'global')}` };
  const status = await request.get('/api/no/Status', { headers: admin });
  const locationId = ((await status.json()) as { data: { location: { id: number } } }).data.location.id;

  // The admin's location (Fjellmeieriet Lillehammer) mails confirmations here from now on.
  const recipient = `bekreftelse.${Date.now()}@example.no`;
  const location = await request.get('/api/no/adminLocation', {
    headers: admin,
    params: { id: String(locationId) },
  });
  expect(location.ok(), await location.text()).toBe(true);
  const stored = ((await location.json()) as { data: Record<string, unknown> }).data;
  const saved = await request.post('/api/no/adminLocation', {
    headers: admin,
    data: { ...stored, emailOrderConfirmed: recipient },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const list = await request.get('/api/no/Orders', { headers: provider, params: { transactionStatus: '1' } });
  const orders = ((await list.json()) as { data: { items: Order[] } }).data.items;
  const order = orders.find((row) => row.transactionTypeId === 'TO' && row.locationIdTo === locationId);
  expect(order, 'the demo data has an ordered order to the location').toBeTruthy();
  const since = Date.now();
  const confirmed = await request.post('/api/no/orderStatus', {
    headers: provider,
    data: { orderId: order!.id, transactionStatusId: 2, version: order!.version },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  const mail = await waitForMailTo(recipient, { since, text: new RegExp(order!.orderNo) });
  // Location and company addresses are written in the market's language.
  expect(mail.subject).toBe(`Ordre ${order!.orderNo} er bekreftet`);
  expect(mail.text).toContain(`/app/orders/${order!.id}`);

  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/company/email-archive');
  await page.getByRole('searchbox', { name: 'Recipient' }).fill(recipient);
  const row = page.getByRole('table', { name: 'E-mails' }).getByRole('row').filter({ hasText: recipient });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`Ordre ${order!.orderNo} er bekreftet`)).toBeVisible();
});
