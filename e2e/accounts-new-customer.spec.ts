import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish, setPasswordThroughLink } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';
import { linkIn, waitForMailTo } from './support/mail-catcher.ts';

const stamp = Date.now();
const company = `Fjordlager ${stamp} AS`;
const applicant = `ny.kunde.${stamp}@example.com`;
const newPassword = 'first-pallet-42';

/** Fills every required field of the form, and an invoice address of its own. */
async function fillRequest(page: Page) {
  const companyGroup = page.getByRole('group', { name: 'Company' });
  await companyGroup.getByLabel('Company name').fill(company);
  const address = page.getByRole('group', { name: 'Address', exact: true });
  await expect(address.getByLabel('Country')).toHaveValue('Norway');
  await expect(companyGroup.getByLabel('VAT number')).toHaveAttribute('placeholder', 'NO 123 456 789 MVA');
  await address.getByLabel('Post code').fill('0150');
  // The place follows the code after the 500 ms lookup (spec §5).
  await expect(address.getByLabel('Post place')).toHaveValue('OSLO');
  await address.getByLabel('Street address').fill('Kaigata 1');
  const contact = page.getByRole('group', { name: 'Contact' });
  await contact.getByLabel('Contact person').fill('Ola Fjordmann');
  await contact.getByLabel('E-mail').fill(applicant);
  await contact.getByLabel('Phone').fill('+47 912 34 567');
  const needs = page.getByRole('group', { name: 'Needs' });
  await needs.getByLabel('Industry').fill('Seafood wholesale');
  await needs
    .getByRole('textbox', { name: 'Need', exact: true })
    .fill('EUR pallets in and out, twice a week');
  await needs.getByLabel('Opening hours').fill('Mon–Fri 07–15');
  await needs.getByLabel('Approximate RTIs per year').fill('2400');
}

test.beforeEach(async ({ page }) => readInEnglish(page));

test('a new customer registers, a global admin approves, the welcome link sets a password and the first login asks for GDPR (issue 16 items 4, 5, 8)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register as a new customer' }).click();
  await expect(page).toHaveURL(/\/new-customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register as a new customer' })).toBeVisible();
  await expectAccessible(page, '/new-customer');

  await fillRequest(page);
  // The VAT number is checked for the chosen country's format.
  const vat = page.getByRole('group', { name: 'Company' }).getByLabel('VAT number');
  await vat.fill('SE 556677889901');
  await vat.blur();
  await expect(
    page.getByText('The VAT number does not match the format of the chosen country'),
  ).toBeVisible();
  await vat.fill('NO 987 654 321 MVA');

  // What was typed survives a reload.
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  await expect(page.getByRole('group', { name: 'Contact' }).getByLabel('E-mail')).toHaveValue(applicant);

  // Sending without the agreement names it.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('The customer agreement must be accepted')).toBeVisible();
  await expectAccessible(page, '/new-customer: problems shown');

  await page.getByRole('button', { name: 'Read the customer agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer agreement' });
  await expect(dialog).toContainText('standard customer agreement');
  await expectAccessible(page, '/new-customer: agreement dialog');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I accept the customer agreement' }).check();

  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Thank you! We have received your request and sent a confirmation to ${applicant}.`,
  );
  await expectAccessible(page, '/new-customer: received');
  await waitForMailTo(applicant, { since: sentAt });
  // Sent: the next visit starts an empty form.
  await page.goto('/new-customer');
  await expect(page.getByLabel('Company name')).toHaveValue('');

  // The provider's global admin reviews it.
  await page.goto('/login');
  await logInInEnglish(page, 'global', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/home');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await page.getByRole('tab', { name: 'New customers' }).click();
  await expect(page).toHaveURL(/\/app\/global\/new-customers/);
  await expect(page.getByRole('heading', { level: 1, name: 'New customers' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText(applicant);
  await expect(row).toContainText('New');
  await expectAccessible(page, '/app/global/new-customers');

  await row.getByRole('link', { name: company }).click();
  await expect(page.getByText('Seafood wholesale')).toBeVisible();
  await expectAccessible(page, '/app/global/new-customers/:id');
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve request?' });
  await expect(approve.getByLabel('Login name')).toHaveValue(applicant);
  await expectAccessible(page, '/app/global/new-customers/:id: approve dialog');
  const approvedAt = Date.now();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Customer created and welcome e-mail sent')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  // The applicant, on their own device, follows the welcome mail.
  const welcome = await waitForMailTo(applicant, { since: approvedAt, text: /\/reset-password\?token=/ });
  const link = linkIn(welcome, '/reset-password');
  expect(link.startsWith(`${baseURL}/`), link).toBe(true);
  const context = await browser.newContext();
  const own = await context.newPage();
  await readInEnglish(own);
  await setPasswordThroughLink(own, link, applicant, newPassword);
  await own.getByRole('textbox', { name: 'Password' }).fill(newPassword);
  await own.getByRole('button', { name: 'Log in' }).click();
  await expect(own).toHaveURL(/\/gdpr$/);
  await expect(own.getByRole('heading', { level: 1, name: 'Data protection' })).toBeVisible();
  await context.close();
});

test('a failed submission names the market customer-service address (issue 16 item 4, spec §8)', async ({
  page,
}) => {
  await page.route('**/api/no/NewCustomer', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/new-customer');
  await fillRequest(page);
  await page.getByRole('group', { name: 'Company' }).getByLabel('VAT number').fill('987654321');
  // Keyboard only: the box ticks with Space, the form goes with Enter.
  await page.getByRole('checkbox', { name: 'I accept the customer agreement' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'I accept the customer agreement' })).toBeChecked();
  await page.getByRole('group', { name: 'Needs' }).getByLabel('Industry').press('Enter');
  const failure = page.getByRole('alert').filter({ hasText: 'Error on submission' });
  await expect(failure).toHaveText('Error on submission, send a request to kundeservice@example.no');
  await expect(failure.getByRole('link')).toHaveAttribute('href', 'mailto:kundeservice@example.no');
  await expectAccessible(page, '/new-customer: submission failed');
});

test('the new-customer form reveals an invoice address and keeps the honeypot out of reach', async ({
  page,
}) => {
  await page.goto('/new-customer');
  await page.getByRole('checkbox', { name: 'Different invoice address' }).check();
  const invoice = page.getByRole('group', { name: 'Invoice address' });
  await expect(invoice.getByLabel('Street address')).toBeVisible();
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect((await honeypot.boundingBox())?.x ?? 0).toBeLessThan(0);
  await expectAccessible(page, '/new-customer: invoice address');

  // A phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const companyGroup = page.getByRole('group', { name: 'Company' });
  const name = (await companyGroup.getByLabel('Company name').boundingBox())!;
  const vat = (await companyGroup.getByLabel('VAT number').boundingBox())!;
  expect(vat.x).toBeCloseTo(name.x, 0);
  expect(vat.y).toBeGreaterThan(name.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
