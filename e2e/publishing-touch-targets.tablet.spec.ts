import { expect, test, type Page } from '@playwright/test';
import { readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { leaveSession, logInWithApi } from './support/publishing-flow.ts';
import { settle } from './support/screen-crawler.ts';
import { describeTargets, smallTouchTargets } from './support/touch-targets.ts';

/** Every target of the screen as it is now is at least 44 × 44 px (issue 15 item 10). */
async function expectTouchSized(page: Page, screen: string) {
  await settle(page);
  await expectAccessible(page, screen);
  const { small, count } = await smallTouchTargets(page);
  expect(count, `no interactive elements found on ${screen}`).toBeGreaterThan(0);
  expect.soft(small.length, `targets under 44×44 px on ${screen}:\n${describeTargets(small)}`).toBe(0);
}

test.beforeEach(async ({ page }) => readInEnglish(page));

test('messages, articles, guides and publishing keep 44 px targets on a 10-inch touch screen (issue 19)', async ({
  page,
}) => {
  test.slow();
  await logInWithApi(page, 'butikk');
  for (const [path, name] of [
    ['/app/messages', 'Messages'],
    ['/app/articles', 'Articles'],
    ['/app/guides', 'Guides'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectTouchSized(page, path);
  }
  await page.getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('article')).toBeVisible();
  await expectTouchSized(page, '/app/guides/:id');

  await leaveSession(page);
  await logInWithApi(page, 'global');
  await page.goto('/app/global/publishing');
  await expect(page.getByRole('table')).toBeVisible();
  await expectTouchSized(page, '/app/global/publishing');
  await page.getByRole('table').getByRole('button').first().click();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
  await expectTouchSized(page, '/app/global/publishing: editor');
});
