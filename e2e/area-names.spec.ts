import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

/** The main navigation's link names as shown, without a badge's count. */
async function navNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation');
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.replace(/\d+$/, '').trim());
}

/** Each link opens a page titled with the link's name, its tab (if any) selected and the browser tab named so. */
async function expectEachAreaNamedAsItsLink(page: Page) {
  const names = await navNames(page);
  for (const name of names) {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const tabs = page.getByRole('tab');
    if ((await tabs.count()) > 0) await expect(page.getByRole('tab', { selected: true })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name} – `));
    await expectAccessible(page, `${name}, opened from the navigation`);
  }
  return names;
}

test.describe('one area, one name: nav item, page title and tab agree (spec §2, issue 15 item 6)', () => {
  test('lager at a provider location: Goods delivery, Reception, Dispatching', async ({ page }) => {
    await loginAs(page, 'lager');
    await readMustReadAlerts(page);
    const names = await expectEachAreaNamedAsItsLink(page);
    expect(names).toEqual(expect.arrayContaining(['Varelevering', 'Mottak', 'Utsending']));
  });

  test('butikk at a store: Buy and Sell, and a new return is under Returns', async ({ page }) => {
    await loginAs(page, 'butikk');
    await readMustReadAlerts(page);
    const names = await expectEachAreaNamedAsItsLink(page);
    expect(names).toEqual(expect.arrayContaining(['Kjøp', 'Selg']));

    await page.getByRole('navigation').getByRole('link', { name: 'Selg' }).click();
    await page.getByRole('tab', { name: 'Returer' }).click();
    await page.getByRole('link', { name: 'Ny retur' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ny retur');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Returer');
  });
});
