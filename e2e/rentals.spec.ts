import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

async function logIn(page: Page, loginName: string) {
  await readInEnglish(page);
  await page.goto('/login');
  await logInInEnglish(page, loginName, 'demo-pallet');
  await readMustReadAlerts(page);
}

async function providerPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'global');
  return page;
}

test('a rental from registered to open to closed, with its cost (issue 20 item 4)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'container');
  await page.goto('/app/containers/rentals');
  await expect(page.getByRole('table', { name: 'Rentals' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+ rentals/)).toBeVisible();
  await expectAccessible(page, '/app/containers/rentals');

  // The customer registers a rental starting today.
  await page.getByRole('button', { name: 'Register rental' }).click();
  const form = page.getByRole('form', { name: 'Register rental' });
  await form.getByRole('combobox', { name: 'Container type' }).click();
  await page.getByRole('option', { name: /1200×800/ }).click();
  await form.getByRole('button', { name: 'Start date' }).click();
  await page
    .getByRole('dialog')
    .last()
    .locator('table button:not([disabled]):not([data-outside])')
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Reference' }).fill('E2E rental');
  await expectAccessible(page, '/app/containers/rentals: register');
  await form.getByRole('button', { name: 'Register rental' }).click();
  await expect(page).toHaveURL(/\/app\/containers\/rentals\/\d+$/);
  const rentalPath = new URL(page.url()).pathname;
  await expect(page.getByText('Registered', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('rental-cost')).toHaveText('NOK 0.00');
  await expectAccessible(page, '/app/containers/rentals/:id (registered)');

  // The provider opens it with a free container.
  const provider = await providerPage(browser);
  await provider.goto(rentalPath);
  const free = provider.getByRole('group', { name: 'Free containers' });
  await expect(free).toBeVisible();
  await expectAccessible(provider, '/app/containers/rentals/:id (provider, open)');
  await free.getByRole('checkbox').first().check();
  await provider.getByRole('button', { name: 'Open rental' }).click();
  await expect(provider.getByRole('table', { name: 'Containers in the rental' })).toBeVisible();
  await expect(provider.getByText('Open', { exact: true }).first()).toBeVisible();

  // The cost so far counts from the opening day (today, whatever start was wished):
  // 1 container × NOK 18.00 (the foldable 1200×800's daily price) × 1 day.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Containers in the rental' })).toContainText('NPC-');
  await expect(page.getByTestId('rental-cost')).toHaveText('NOK 18.00');
  await expectAccessible(page, '/app/containers/rentals/:id (open)');

  // The provider closes it: the containers are returned.
  await provider.reload();
  await provider.getByRole('button', { name: 'Close rental' }).click();
  await provider.getByRole('dialog').getByRole('button', { name: 'Close rental' }).click();
  await expect(provider.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(provider.getByRole('table', { name: 'Containers in the rental' })).toContainText(
    'Nordpall Alnabru',
  );
  await expect(provider.getByRole('button', { name: 'Close rental' })).toHaveCount(0);
  // Closed on its opening day: that one day stays charged.
  await expect(provider.getByTestId('rental-cost')).toHaveText('NOK 18.00');
});

test('the customer withdraws a registered rental: closed, nothing charged (issue 20 item 4)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'container');
  await page.goto('/app/containers/rentals');
  await page.getByRole('button', { name: 'Register rental' }).click();
  const form = page.getByRole('form', { name: 'Register rental' });
  await form.getByRole('combobox', { name: 'Container type' }).click();
  await page.getByRole('option', { name: /1200×1000/ }).click();
  await form.getByRole('button', { name: 'Start date' }).click();
  await page
    .getByRole('dialog')
    .last()
    .locator('table button:not([disabled]):not([data-outside])')
    .last()
    .click();
  await form.getByRole('textbox', { name: 'Reference' }).fill('E2E withdrawn');
  await form.getByRole('button', { name: 'Register rental' }).click();
  await expect(page).toHaveURL(/\/app\/containers\/rentals\/\d+$/);
  await page.getByRole('button', { name: 'Withdraw rental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw rental' });
  await expect(dialog).toContainText('nothing is charged');
  await expectAccessible(page, '/app/containers/rentals/:id (withdraw)');
  await dialog.getByRole('button', { name: 'Withdraw rental' }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('rental-cost')).toHaveText('NOK 0.00');
  await expect(page.getByRole('button', { name: 'Withdraw rental' })).toHaveCount(0);
});

test('rentals are invoiced as their own invoice type in Reports → Invoices (issue 20 item 4)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'global');
  await page.goto('/app/reports/invoices/purchase');
  const types = page.getByRole('radiogroup', { name: 'Invoice type' });
  await types.getByText('Container rental', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/reports\/invoices\/rental/);
  const list = page.getByRole('table', { name: 'Invoices' });
  const row = list.locator('tbody tr[data-report-row]').filter({ hasText: 'Miljøretur AS' }).first();
  await expect(row).toBeVisible();
  await expectAccessible(page, '/app/reports/invoices/rental');
  await row.getByRole('link').click();
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(lines).toContainText('NO-R-');
  await expectAccessible(page, '/app/reports/invoices/rental/:id');
});
