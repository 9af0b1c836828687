import { expect, test } from '@playwright/test';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';
import { allNavItems, reachableNavItems } from './support/nav-reach.ts';

// global has the most nav items; Finnish and Norwegian have the longest of their words.
const cases = [
  { loginName: 'global', language: 'fi-FI', menu: 'Valikko' },
  { loginName: 'global', language: 'nb-NO', menu: 'Meny' },
  { loginName: 'kunde.admin', language: 'nb-NO', menu: 'Meny' },
];

for (const { loginName, language, menu } of cases) {
  test(`${loginName} in ${language} reaches every nav item at 1024, 1280 and 1440 px (spec §2)`, async ({
    page,
  }) => {
    await loginAs(page, loginName);
    await readMustReadAlerts(page);
    await page.evaluate((locale) => localStorage.setItem('language', locale), language);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      const items = await allNavItems(page);
      expect(items.length).toBeGreaterThan(4);
      const reach = await reachableNavItems(page, menu);
      // Each item once: whole in the bar, or in the menu.
      expect(reach.all.toSorted(), `at ${width} px`).toEqual(items.toSorted());
      if (width >= 1280) expect(reach.shown.length, `at ${width} px`).toBeGreaterThan(2);
    }
  });
}

test('the environment marker sits beside the product name, never over it (spec §1)', async ({ page }) => {
  await loginAs(page, 'global');
  await readMustReadAlerts(page);
  // The product name shows beside the logo from 1408 px on (Mantine's xl).
  for (const width of [1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const marker = page.getByTestId('environment-marker');
    await expect(marker).toBeVisible();
    const name = page.getByRole('banner').getByRole('link').first().locator('p');
    await expect(name).toBeVisible();
    const nameBox = (await name.boundingBox())!;
    const markerBox = (await marker.boundingBox())!;
    expect(nameBox.x + nameBox.width, `at ${width} px`).toBeLessThanOrEqual(markerBox.x);
  }
});
