import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { glnWithCheckDigit } from '../src/domain/shared/gln.ts';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { describeTargets, smallTouchTargets } from './support/touch-targets.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

/** A workbook of locations with a header row: Name, GLN. */
async function locationsWorkbook(rows: [string, string][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Locations');
  sheet.addRow(['Name', 'GLN']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function openImportDialog(page: Page) {
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/company/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  return page.getByRole('dialog', { name: 'Import locations' });
}

/** The server gives a file this long to be read (read-sheet-in-worker.ts). */
const readLimitMs = 30_000;

/**
 * Chooses a file and waits, as the user does while "Reading the file…" shows, for its rows. The first
 * file of a server's life also starts the reader's thread: 1.5 s on a quiet machine, more on a busy one.
 */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('table', { name: 'Rows to import' })).toBeVisible({ timeout: readLimitMs });
}

async function chooseWorkbook(page: Page, name: string, content: Buffer) {
  await chooseFile(page, {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
}

/** The number of the customer's own location Fjellmeieriet Hamar (demo data), read as the admin. */
async function hamarNumber(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get('/api/no/adminLocations', {
    headers: { authorization: `Bearer ${token}` },
    params: {
      term: 'Fjellmeieriet Hamar',
      status: 'active',
      sort: 'name',
      direction: 'asc',
      offset: 0,
      limit: 10,
    },
  });
  expect(answer.ok()).toBe(true);
  const { rows } = ((await answer.json()) as { data: { rows: { number: string }[] } }).data;
  return rows[0]!.number;
}

test('a customer admin imports locations from an Excel file: the row with a bad GLN is shown and left out (issue 17 item 8)', async ({
  page,
}, testInfo) => {
  // Numbers and names of their own per project: location numbers are unique in the market.
  const base = testInfo.project.name === 'desktop' ? '70800017770' : '70800017780';
  const north = glnWithCheckDigit(`${base}1`);
  const west = glnWithCheckDigit(`${base}2`);
  const bad = glnWithCheckDigit(`${base}3`);
  const badGln = `${bad.slice(0, 12)}${(Number(bad.at(-1)) + 1) % 10}`;
  const tag = `${testInfo.project.name} ${Date.now()}`;
  const workbook = await locationsWorkbook([
    [`Importlager Nord ${tag}`, north],
    [`Importlager Sør ${tag}`, badGln],
    [`Importlager Vest ${tag}`, west],
  ]);

  const dialog = await openImportDialog(page);
  await expect(dialog.getByRole('checkbox', { name: 'Header row' })).toBeChecked();
  await chooseWorkbook(page, 'locations.xlsx', workbook);

  const preview = dialog.getByRole('table', { name: 'Rows to import' });
  await expect(preview.getByTestId('import-row')).toHaveCount(3);
  // The header maps itself: GLN is the location number.
  await expect(dialog.getByRole('combobox', { name: 'Location number (GLN)' })).toHaveValue('GLN');
  const badRow = preview.getByTestId('import-row').nth(1);
  await expect(badRow.getByRole('rowheader')).toHaveText('3');
  await expect(badRow).toContainText('Invalid GLN');
  await expect(dialog.getByTestId('import-summary')).toHaveText('3 rows, 1 with errors');
  await expectAccessible(page, '/app/company/locations (import dialog)');

  const approve = dialog.getByRole('button', { name: 'Approve valid rows' });
  await expect(approve).toBeDisabled();
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByText('Rows checked')).toBeVisible();
  await approve.click();
  await expect(page.getByText('Import OK')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Search by name or number' }).fill(tag);
  const list = page.getByRole('table', { name: 'Locations' });
  await expect(list.getByRole('row', { name: /Importlager Nord/ })).toContainText(north);
  await expect(list.getByRole('row', { name: /Importlager Vest/ })).toContainText(west);
  await expect(list.getByRole('row', { name: /Importlager Sør/ })).toHaveCount(0);
});

test('external locations come from a CSV file with Norwegian headers and semicolons (issue 17 item 8)', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  const hamar = await hamarNumber(page);
  const number = glnWithCheckDigit(testInfo.project.name === 'desktop' ? '708000177811' : '708000177812');
  const name = `Ekstern mottaker ${Date.now()}`;
  const csv = `\uFEFFNavn;Nummer;Kontaktperson;Lokasjon\n${name};${number};Ola Nordmann;${hamar}\n`;

  await page.goto('/app/company/external');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import external locations' });
  await chooseFile(page, {
    name: 'eksterne.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(dialog.getByTestId('import-row')).toHaveCount(1);
  await expect(dialog.getByTestId('import-summary')).toHaveText('1 row, 0 with errors');
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await dialog.getByRole('button', { name: 'Approve valid rows' }).click();
  await expect(page.getByText('Import OK')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const row = page
    .getByRole('table', { name: 'External locations' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(number);
  await expect(row).toContainText('Fjellmeieriet Hamar');
});

test('users come from an Excel file, a login name twice in the file is an error row (issue 17 item 8)', async ({
  page,
}, testInfo) => {
  const login = `e2e.import.${testInfo.project.name}.${Date.now()}`;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(['Name', 'Login name', 'E-mail', 'Location']);
  sheet.addRow(['Importert Bruker', login, `${login}@example.no`, '']);
  sheet.addRow(['Importert Kopi', login.toUpperCase(), `${login}.2@example.no`, '']);

  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  const hamar = await hamarNumber(page);
  sheet.getCell('D2').value = hamar;
  sheet.getCell('D3').value = hamar;

  await page.goto('/app/company/users');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  await chooseWorkbook(page, 'users.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
  await expect(dialog.getByTestId('import-summary')).toHaveText('2 rows, 1 with errors');
  await expect(dialog.getByTestId('import-row').nth(1)).toContainText(
    'The login name appears more than once in the file',
  );
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await dialog.getByRole('button', { name: 'Approve valid rows' }).click();
  // Each new user gets a welcome e-mail: the admin is told how many before anything is written.
  const question = page.getByRole('dialog', { name: 'Send welcome e-mails' });
  await expect(question).toContainText('1 new user gets a welcome e-mail');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Import and send 1 e-mail' }).click();
  await expect(page.getByText('Import OK')).toBeVisible();
  await expect(question).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(login);
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: login }),
  ).toHaveCount(1);
});

test.describe('on a 10-inch touch screen', () => {
  for (const viewport of [
    { width: 800, height: 1280 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport, hasTouch: true });

      test('the import dialog keeps 44 px targets, with a file read', async ({ page }) => {
        const dialog = await openImportDialog(page);
        await chooseWorkbook(
          page,
          'touch.xlsx',
          await locationsWorkbook([['Touch lager', glnWithCheckDigit('708000177901')]]),
        );
        await expect(dialog.getByTestId('import-row')).toHaveCount(1);
        await expectAccessible(page, `import dialog ${viewport.width}×${viewport.height}`);
        // The dialog's own targets: the screen under it is measured by its own tests.
        await page.locator('#root').evaluate((root) => root.setAttribute('inert', ''));
        const { small, count } = await smallTouchTargets(page);
        expect(count).toBeGreaterThan(0);
        expect(small.length, `targets under 44×44 px:\n${describeTargets(small)}`).toBe(0);
      });
    });
  }
});
