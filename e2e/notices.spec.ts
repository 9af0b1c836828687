import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { loginAs, readMustReadAlerts } from './support/login-as.ts';

type Box = { x: number; y: number; width: number; height: number };

/** The element's box once it has stopped moving (a notice slides in). */
async function settledBox(element: Locator): Promise<Box> {
  let last = '';
  for (let tries = 0; tries < 30; tries += 1) {
    const box = (await element.boundingBox())!;
    if (JSON.stringify(box) === last) return box;
    last = JSON.stringify(box);
    await element.page().waitForTimeout(100);
  }
  throw new Error('the notice kept moving');
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a success notice opens clear of the connection chip, the alert bell and the menu (issue 15 item 8)', async ({
      page,
    }) => {
      await loginAs(page, 'rapport');
      await readMustReadAlerts(page);
      await page.getByRole('button', { name: 'Meny' }).click();
      await page.getByRole('menuitem', { name: 'Min profil' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Lagre' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Profilen er lagret' });
      await expect(notice).toBeVisible();
      const noticeBox = await settledBox(notice);
      const controls = {
        'connection chip': page.getByTestId('sync-indicator'),
        'alert bell': page.getByRole('button', { name: /^Varsler/ }),
        menu: page.getByRole('button', { name: 'Meny' }),
      };
      for (const [name, control] of Object.entries(controls)) {
        const box = (await control.boundingBox())!;
        expect(overlaps(noticeBox, box), `the notice covers the ${name}`).toBe(false);
      }
      await expectAccessible(page, 'success notice');
      // The controls beside it still take a tap while the notice shows.
      await controls.menu.click();
      await expect(page.getByRole('menuitem', { name: 'Min profil' })).toBeVisible();
    });
  });
}
