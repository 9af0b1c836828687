import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

// Reports read a year of demo history on a fresh server: slower than a form, so three times the time.
test.beforeEach(async ({ page }) => {
  test.slow();
  await readInEnglish(page);
});

async function logInAsCustomerAdmin(page: Page) {
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  // The first login of a fresh server may take a while on a busy machine.
  await page.waitForURL(/\/(app|gdpr|agreement)/, { timeout: 30_000 });
  await readMustReadAlerts(page);
}

/** The report table's rows, the totals row left out. */
const bodyRows = (table: Locator) => table.locator('tbody tr[data-report-row]');

/** A table's in and out per row, as whole numbers, in a stable order. */
async function inAndOutOfTable(table: Locator) {
  const rows = await bodyRows(table).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 3).map((td) => td.textContent ?? '')),
  );
  return rows
    .map((cells) => cells.map((cell) => Number(cell.replace(/\D/g, ''))))
    .map(String)
    .sort();
}

/** The CSV's in and out per row (columns month, in, out, …), the header line left out. */
function inAndOutOfCsv(text: string) {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const delimiter = lines[0]!.includes(';') ? ';' : ',';
  return lines
    .slice(1)
    .map((line) => line.split(delimiter).slice(1, 3).map(Number))
    .map(String)
    .sort();
}

test('a customer admin opens the pallet volumes report, filters it, sees its chart and exports it (issue 18)', async ({
  page,
}) => {
  await logInAsCustomerAdmin(page);
  await expect(page.getByRole('region', { name: /Fill degree over the last 12 months/ })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Users with their roles/ })).toBeVisible();
  await page.getByRole('link', { name: /^Pallet volumes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pallet volumes' })).toBeVisible({
    timeout: 15_000,
  });

  const table = page.getByRole('table', { name: 'Pallet volumes per month' });
  await expect(bodyRows(table).first()).toBeVisible({ timeout: 15_000 });
  // Two years back: the period is the URL's, so the filtered report can be linked.
  await page.getByRole('combobox', { name: 'From month' }).click();
  const options = page.getByRole('option');
  const twoYearsBack = options.nth(23);
  const chosen = (await twoYearsBack.textContent()) ?? '';
  await twoYearsBack.click();
  await expect(page.getByRole('combobox', { name: 'From month' })).toHaveValue(chosen, { timeout: 15_000 });
  await expect(page).toHaveURL(/from=\d{4}-\d{2}/);
  await expect(bodyRows(table)).not.toHaveCount(0);

  await expect(page.locator('[data-report-chart] svg path.recharts-rectangle').first()).toBeVisible();
  const totals = table.locator('[data-report-totals]');
  await expect(totals).toContainText('Total');
  await expectAccessible(page, '/app/reports/volumes');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^volumes-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(inAndOutOfCsv(csv)).toEqual(await inAndOutOfTable(table));

  // The unit toggle shows tons, and a reload keeps the filter.
  // The segmented control's radios are visually hidden: a finger taps the segment's label.
  await page.getByRole('radiogroup', { name: 'Unit' }).getByText('Tons', { exact: true }).click();
  await expect(page).toHaveURL(/unit=tons/);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /In \(Tons\)/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: 'From month' })).toHaveValue(chosen);
});

test('a customer admin opens the invoice list and an invoice with its lines (issue 18)', async ({ page }) => {
  await logInAsCustomerAdmin(page);
  await page.goto('/app/reports');
  await page.getByRole('link', { name: /^Invoices/ }).click();
  await expect(page).toHaveURL(/\/app\/reports\/invoices\/purchase/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

  const list = page.getByRole('table', { name: 'Invoices' });
  await expect(bodyRows(list).first()).toBeVisible();
  await expect(list.locator('[data-report-totals]')).toContainText('Total');
  const types = page.getByRole('radiogroup', { name: 'Invoice type' });
  await types.getByText('Washing', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/reports\/invoices\/washing/);
  await types.getByText('Purchase', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/reports\/invoices\/purchase/);
  await expectAccessible(page, '/app/reports/invoices/purchase');

  await bodyRows(list).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(bodyRows(lines).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoice totals' })).toContainText('Total');
  await expectAccessible(page, '/app/reports/invoices/purchase/:id');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
