import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { logInInEnglish, readInEnglish } from './support/account-flows.ts';
import { expectAccessible } from './support/axe.ts';
import { readMustReadAlerts } from './support/login-as.ts';

/** A real PNG of one colour, larger than a logo is kept, so the app must shrink it. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x1c, 0x7e, 0xd6]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const logoInput = (page: Page) => page.locator('input[type="file"]');

test.beforeEach(async ({ page }) => readInEnglish(page));

test('a customer admin saves the company info and a logo that the header then shows (issue 17 item 1)', async ({
  page,
}) => {
  await page.goto('/login');
  await logInInEnglish(page, 'kunde.admin', 'demo-pallet');
  await readMustReadAlerts(page);
  await page.goto('/app/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toBeEditable();
  await expectAccessible(page, '/app/company');

  await phone.fill('+47 22 33 44 55');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company info saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+47 22 33 44 55', {
    timeout: 15_000,
  });

  // Not a picture, whatever its name says.
  await logoInput(page).setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are notes, not a picture'),
  });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await expect(page.getByTestId('customer-logo')).toHaveCount(0);

  await logoInput(page).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(1200, 600),
  });
  const headerLogo = page.getByRole('banner').getByTestId('customer-logo');
  await expect(headerLogo).toBeVisible();
  const size = await headerLogo.evaluate((image: HTMLImageElement) => [
    image.naturalWidth,
    image.naturalHeight,
  ]);
  expect(size).toEqual([512, 256]);
  await expect(page.getByRole('button', { name: 'Delete logo' })).toBeVisible();
  await expectAccessible(page, '/app/company with a logo');

  // The logo is the customer's: it is there on the next start too.
  await page.reload();
  await expect(page.getByRole('banner').getByTestId('customer-logo')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Delete logo' }).click();
  await expect(page.getByText('Logo deleted')).toBeVisible();
  await expect(page.getByTestId('customer-logo')).toHaveCount(0);
});
