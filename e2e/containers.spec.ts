import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { apiAs } from './support/offline-app.ts';

interface Row {
  id: number;
  number: string;
  status: 'OK' | 'NeedsRepair';
  location: { name: string };
  current: { typeName: string } | null;
}

async function logIn(page: Page, loginName: string) {
  await readInEnglish(page);
  await page.goto('/login');
  await logInInEnglish(page, loginName, 'demo-pallet');
  await readMustReadAlerts(page);
}

const navLinks = async (page: Page) => {
  const nav = page.getByRole('navigation');
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.replace(/\d+$/, '').trim());
};

test('the Container item shows for `container` (task CONTAINER at Lørenskog) and not for `butikk` (spec §2)', async ({
  page,
}) => {
  await logIn(page, 'container');
  expect(await navLinks(page)).toContain('Container');
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.context().clearCookies();
  await logIn(page, 'butikk');
  expect(await navLinks(page)).not.toContain('Container');
});

test('the register: filters, find by number, mark for repair with a reason, the mark in the history (issue 20 item 2)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'container');
  const api = await apiAs(page, 'container');
  const rows = (await api.get<{ items: Row[] }>('Containers')).items;
  expect(new Set(rows.map((row) => row.location.name))).toEqual(new Set(['Miljøretur Lørenskog']));
  const target = rows.find((row) => row.status === 'OK')!;

  await page.goto('/app/containers');
  const table = page.getByRole('table', { name: 'Containers' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
  // The current transaction's type name comes in the session's language (the demo users read Norwegian).
  await expect(table).toContainText(target.current!.typeName);
  await expectAccessible(page, '/app/containers');

  // Filter: only those needing repair.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Needs repair' }).click();
  await expect(page).toHaveURL(/status=NeedsRepair/);
  const broken = rows.filter((row) => row.status === 'NeedsRepair').length;
  await expect(table.getByRole('row')).toHaveCount(broken + 1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByRole('row')).toHaveCount(rows.length + 1);

  // A number from another location is not in this user's register.
  const scan = page.getByRole('textbox', { name: 'Scan or type a container number' });
  await scan.fill('NPC-10001');
  await scan.press('Enter');
  await expect(page.getByRole('alert')).toContainText('No container with the number NPC-10001');

  // Scanned (typed, then Enter as a wedge scanner sends it) in lower case: the container opens.
  await scan.fill(target.number.toLowerCase());
  await scan.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/containers/${target.id}$`));
  await expect(page.getByRole('heading', { name: target.number })).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history).toContainText(target.current!.typeName);
  await expect(history).toContainText('Current transaction');
  await expectAccessible(page, '/app/containers/:id');

  await page.getByRole('button', { name: 'Mark for repair' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark for repair' }).click();
  await expect(dialog).toContainText('Write a reason.');
  await expectAccessible(page, '/app/containers/:id: mark for repair');
  const reason = `Bent corner post ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Mark for repair' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Container ${target.number} is marked for repair.`)).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(reason);
  await expect(history.getByRole('row').nth(1)).toContainText('Marked for repair');
  await expect(history.getByRole('row').nth(1)).toContainText('Sigrid Aas');
  await expect(page.getByRole('button', { name: 'Mark as repaired' })).toBeVisible();

  const after = await api.get<Row & { marks: { reason: string }[] }>('Container', { id: target.id });
  expect(after.status).toBe('NeedsRepair');
  expect(after.marks[0]!.reason).toBe(reason);
});

test('the global admin (global, at Alnabru) sees the whole market, the stock at Alnabru included (issue 20 item 2)', async ({
  page,
}) => {
  await logIn(page, 'global');
  await page.goto('/app/containers');
  const table = page.getByRole('table', { name: 'Containers' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  await expect(table).toContainText('Nordpall Alnabru');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Miljøretur Drammen' }).click();
  await expect(table).not.toContainText('Nordpall Alnabru');
  await expect(table).toContainText('Miljøretur Drammen');
  await expectAccessible(page, '/app/containers (provider)');
});
