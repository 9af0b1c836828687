import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

/** The names a Norwegian and a Swedish session read (seed product-catalog.ts, the nb-NO and sv-SE catalogs). */
const names = {
  'nb-NO': {
    types: /^(Bestilling|Henting|Returbestilling|Varelevering|Overføringslevering)$/,
    treatments: /^(Ubehandlet|Vasket|Varmebehandlet)$/,
    products: /^(EUR-pall|Halvpall|Kvartpall|Plastpall|Industripall|Brødkasse|Rullecontainer) \d/,
  },
  'sv-SE': {
    types: /^(Beställning|Hämtning|Returbeställning|Varuleverans|Överföringsleverans)$/,
    treatments: /^(Obehandlad|Tvättad|Värmebehandlad)$/,
    products: /^(EUR-pall|Halvpall|Kvartspall|Plastpall|Industripall|Brödback|Rullbur) \d/,
  },
};

/** The order grid names each order's type and, in a row's lines, its products in the language. */
async function expectGridIn(page: Page, language: keyof typeof names) {
  const grid = page.getByRole('table').first();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByRole('cell', { name: names[language].types }).first()).toBeVisible();
  await expect(grid.getByRole('cell', { name: /^(TO|HE|OO|GL|RO)$/ })).toHaveCount(0);
  await grid.getByRole('button', { expanded: false }).first().click();
  await expect(grid.getByRole('cell', { name: names[language].treatments }).first()).toBeVisible();
  await expect(grid.getByRole('cell', { name: names[language].products }).first()).toBeVisible();
  await expectAccessible(page, `order grid in ${language}`);
}

test('a Norwegian user reads order types and product names in Norwegian, then in Swedish after choosing it (issue 15 item 5)', async ({
  page,
}) => {
  await loginAs(page, 'rapport');
  await readMustReadAlerts(page);
  try {
    await page.goto('/app/orders');
    await expectGridIn(page, 'nb-NO');

    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('menuitem', { name: 'Språk' }).click();
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
    await expectGridIn(page, 'sv-SE');
  } finally {
    // The server is shared by every spec: the user reads Norwegian again for the next one.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.request.post('/api/no/Language', {
      headers: { authorization: `Bearer ${token}` },
      data: { language: 'nb-NO' },
    });
  }
});
