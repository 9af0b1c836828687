import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { navBadge } from './support/dock-badges.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { waitForMailTo } from './support/mail-catcher.ts';

/** A 1×1 PNG: a real image, checked by its content on the device and on the server (spec §8). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function logIn(page: Page, loginName: string) {
  await readInEnglish(page);
  await page.goto('/login');
  await logInInEnglish(page, loginName, 'demo-pallet');
  await readMustReadAlerts(page);
}

async function staffPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'global');
  return page;
}

test('a customer opens a ticket with an attachment, support answers with a template, the customer sees the reply and the badge (issue 19)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'butikk');
  const email = await page.evaluate(async () => {
    const answer = await fetch('/api/no/Status', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await answer.json()) as { data: { user: { email: string } } }).data.user.email;
  });

  // The customer opens a ticket with a photo.
  await page.goto('/app/support/tickets');
  await expect(page.getByRole('table', { name: 'Support tickets' })).toBeVisible();
  await expectAccessible(page, '/app/support/tickets');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const form = page.getByRole('form', { name: 'New support ticket' });
  const topic = `Broken pallets at the back door ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await form.getByRole('textbox', { name: 'Description' }).fill('Three EUR pallets have broken boards.');
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Product' }).click();
  await form
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'boards.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('list', { name: 'Files to send' })).toContainText('boards.png');
  await expectAccessible(page, '/app/support/tickets: new ticket');
  await form.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page).toHaveURL(/\/app\/support\/tickets\/\d+$/);
  const ticketPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(topic) })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Attachments' }).getByRole('button', { name: /boards\.png/ }),
  ).toBeVisible();

  // Support answers with a template, edited before sending.
  const staff = await staffPage(browser);
  await staff.goto(ticketPath);
  await expect(staff.getByRole('heading', { level: 2, name: new RegExp(topic) })).toBeVisible();
  await expectAccessible(staff, '/app/support/tickets/:id (staff)');
  await staff.getByRole('button', { name: 'Insert template' }).click();
  await staff.getByRole('menuitem', { name: /Thank you for contacting us/ }).click();
  const answer = staff.getByRole('textbox', { name: 'Your answer' });
  await expect(answer).toHaveValue(/^Thank you for contacting us\./);
  await answer.press('End');
  await answer.pressSequentially(' We replace the pallets on Friday.');
  const since = Date.now();
  await staff.getByRole('button', { name: 'Send answer' }).click();
  const conversation = staff.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText('We replace the pallets on Friday.');
  await expect(staff.getByRole('table', { name: 'Ticket details' })).toContainText('Pending');

  // The customer is mailed and sees the Support badge, then the reply.
  const mail = await waitForMailTo(email, { since, text: /We replace the pallets on Friday/ });
  expect(mail.subject).toMatch(/^Svar i supportsak #\d+: Broken pallets/);
  await page.goto('/app/support/tickets');
  await expect(navBadge(page, '/app/support/tickets')).toHaveText(/^[1-9]\d*$/);
  const before = Number(await navBadge(page, '/app/support/tickets').innerText());
  await page.getByRole('link', { name: topic }).click();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(
    'Thank you for contacting us. We are looking into it',
  );
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(
    'We replace the pallets on Friday.',
  );
  // Opening the ticket reads its alert: the badge counts one fewer.
  const badge = navBadge(page, '/app/support/tickets');
  await expect(async () =>
    expect((await badge.count()) === 0 ? 0 : Number(await badge.innerText())).toBe(before - 1),
  ).toPass();
  await staff.context().close();
});
