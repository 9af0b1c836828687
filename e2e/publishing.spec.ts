import { expect, test } from '@playwright/test';
import { readInEnglish } from './support/account-flows.ts';
import type { Api } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { editOf, leaveSession, logInWithApi, withdraw, type StoredText } from './support/publishing-flow.ts';

test.beforeEach(async ({ page }) => readInEnglish(page));

let publisher: Api | null = null;
let publishedId: number | null = null;
// A must-read text would block every later spec's shop users: it is withdrawn whatever happens here.
test.afterEach(async () => {
  if (publisher && publishedId) await withdraw(publisher, publishedId);
});

test('a global admin publishes a formatted must-read message; it blocks a shop user until read, its script never runs, and the messages route stays open (issue 19, spec §4)', async ({
  page,
}) => {
  test.slow();
  const title = `Vests on the dock ${Date.now()}`;
  publisher = await logInWithApi(page, 'global');
  await page.goto('/app/global/publishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, '/app/global/publishing');

  await page.getByRole('button', { name: 'New text' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('combobox', { name: 'Location type' }).click();
  await page.getByRole('option', { name: 'Retail / wholesale (GRS)' }).click();
  await page.getByRole('checkbox', { name: /Must read/ }).check();
  const editor = page.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.type('From Monday every dock worker wears ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('a high-visibility vest');
  await expect(editor.locator('strong')).toHaveText('a high-visibility vest');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'a high-visibility vest',
  );
  await expectAccessible(page, '/app/global/publishing: editor');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The text was published')).toBeVisible();

  // A script, an event handler and a javascript: link smuggled past the editor are removed on save.
  const list = await publisher.get<StoredText[]>('PublishedMessages', {
    type: 'Messages',
  });
  const stored = list.find((text) => text.title === title)!;
  publishedId = stored.id;
  const hostile = `${stored.html}<script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><p><a href="javascript:window.pwned=true">more</a></p>`;
  const edited = await publisher.post('publishedMessage', editOf(stored, hostile));
  expect(edited.ok()).toBe(true);

  await leaveSession(page);
  await logInWithApi(page, 'butikk');
  const dialog = page.getByRole('dialog', { name: 'Please read' });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator('strong')).toHaveText('a high-visibility vest');
  await expect(dialog.locator('script, img[onerror], a[href^="javascript"]')).toHaveCount(0);
  await dialog.getByText('more').click();
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  await expectAccessible(page, '/app: must-read message');

  // The messages route is not blocked (spec §4): the text is there, marked must-read.
  await page.goto('/app/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Please read' })).toBeHidden();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(page, '/app/messages');

  await page.goto('/app');
  await dialog.getByRole('button', { name: 'I have read this' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Please read' })).toBeHidden();

  // message/{id} opens the message itself (spec §2).
  await page.goto(`/app/message/${stored.id}`);
  await expect(page).toHaveURL(new RegExp(`/app/messages/${stored.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('article').locator('strong')).toHaveText('a high-visibility vest');
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  await expectAccessible(page, '/app/messages/:id');
});
