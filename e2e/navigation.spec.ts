import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';
import { reachableNavItems } from './support/nav-reach.ts';

/** The nav items the user reaches: whole in the bar, or in the menu where the bar has no room. */
async function navLinks(page: Page) {
  return (await reachableNavItems(page, 'Meny')).all;
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Meny' }).click();
}

test.describe('main navigation per demo account (spec §2)', () => {
  test('global: a provider location — no Buy, but dispatching, containers and Admin', async ({ page }) => {
    await loginAs(page, 'global');
    await readMustReadAlerts(page);
    const links = await navLinks(page);
    expect(links).toEqual(
      expect.arrayContaining(['Startside', 'Varelevering', 'Mottak', 'Utsending', 'Container', 'Rapporter']),
    );
    expect(links).not.toContain('Kjøp');
    expect(links).not.toContain('Bestillinger');
    await openMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Administrasjon' })).toBeVisible();
    await expectAccessible(page, 'the user menu of global');
  });

  test('kunde.admin: a pooling location — Orders and Pickups, My company', async ({ page }) => {
    await loginAs(page, 'kunde.admin');
    await readMustReadAlerts(page);
    const links = await navLinks(page);
    expect(links).toEqual(expect.arrayContaining(['Startside', 'Bestillinger', 'Hentinger', 'Rapporter']));
    expect(links).not.toContain('Kjøp');
    await openMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Mitt firma' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Administrasjon' })).toHaveCount(0);
  });

  test('lager: only reception, dispatching and goods delivery', async ({ page }) => {
    await loginAs(page, 'lager');
    await readMustReadAlerts(page);
    expect(await navLinks(page)).toEqual(['Startside', 'Varelevering', 'Mottak', 'Utsending', 'Kundestøtte']);
    // The Reception badge counts the orders waiting at Alnabru (e2e/dock-badges.tablet.spec.ts checks
    // every dock badge against its list).
    await expect(page.getByRole('navigation').locator('a[href="/app/reception"]')).toContainText(/\d+/);
  });

  test('butikk: a retail location with all tasks — Buy and Sell', async ({ page }) => {
    await loginAs(page, 'butikk');
    await readMustReadAlerts(page);
    const links = await navLinks(page);
    expect(links).toEqual(expect.arrayContaining(['Startside', 'Kjøp', 'Selg', 'Mottak', 'Rapporter']));
    expect(links).not.toContain('Varelevering');
  });

  test('the Alt key shows numbered hints and Alt+number jumps (spec §2)', async ({ page }) => {
    await loginAs(page, 'butikk');
    await readMustReadAlerts(page);
    await expect(page.getByRole('heading', { name: 'Startside' })).toBeVisible();
    await page.keyboard.press('Alt');
    await expect(page.getByRole('navigation').locator('kbd').first()).toHaveText('1');
    await page.keyboard.press('Alt+2');
    await expect(page).toHaveURL(/\/app\/orders$/);
  });

  test('a tab group leads to its screens (spec §2)', async ({ page }) => {
    await loginAs(page, 'butikk');
    await readMustReadAlerts(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Selg' }).click();
    await page.getByRole('tab', { name: 'Returer' }).click();
    await expect(page).toHaveURL(/\/app\/dispatch\/returns$/);
    await expect(page.getByRole('heading', { name: 'Returer' })).toBeVisible();
    await expectAccessible(page, 'returns');
  });
});

test('global switches to a customer and back to the logged-in user (spec §6)', async ({ page }) => {
  await loginAs(page, 'global');
  await readMustReadAlerts(page);
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Bytt bruker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bytt bruker' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'switch user dialog');
  await dialog.getByRole('combobox', { name: 'Kunde' }).click();
  await page.getByRole('option', { name: 'Fjellmeieriet SA' }).click();
  await dialog.getByRole('button', { name: 'Bytt', exact: true }).click();
  await readMustReadAlerts(page);
  await expect(page.getByTestId('acting-location')).toContainText('Fjellmeieriet');

  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Bytt bruker' }).click();
  await page.getByRole('button', { name: 'Tilbake til innlogget bruker' }).click();
  await expect(page.getByTestId('acting-location')).toContainText('Nordpall Alnabru');
});

test('the language picker saves the language and reloads (spec §2, §7)', async ({ page }) => {
  await loginAs(page, 'ingrid.berg');
  await readMustReadAlerts(page);
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Språk' }).click();
  await expect(page.getByRole('dialog', { name: 'Språk' })).toBeVisible();
  await expectAccessible(page, 'language picker');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Start page' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});
