import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/axe.ts';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { apiWithToken, type Api } from './support/api.ts';
import { loginAs } from './support/login-as.ts';

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real 1×1 PNG: one opaque green pixel. */
function onePixelPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const pixels = deflateSync(Buffer.from([0, 0x2e, 0x8b, 0x57, 0xff])); // filter byte, then RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The API as the logged-in page calls it, with the token the app keeps in localStorage (spec §7). */
async function apiOf(page: Page) {
  return apiWithToken(page, await page.evaluate(() => localStorage.getItem('token')));
}

/**
 * Must-read alerts block the app in a modal (spec §4) that may open at any moment of the start; they
 * are read beforehand, so the modal never covers the screen under test.
 */
async function readMustReadAlerts(api: Api) {
  const alerts = await api.get<{ id: number; data: { read: boolean; mustRead: boolean } }[]>('Alerts');
  for (const alert of alerts.filter(({ data }) => data.mustRead && !data.read)) {
    expect((await api.post('alertRead', { alertId: alert.id })).ok()).toBe(true);
  }
}

/** An order the user sees that is past the draft stage. */
async function sentOrder(api: Api): Promise<{ id: number; orderNo: string }> {
  const { items } = await api.get<{ items: { id: number; orderNo: string }[] }>('orders', {
    transactionStatus: '1,2,3,4,5,6',
    count: 1,
  });
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

test('a comment with a PNG attachment is saved, kept over a reload and downloads unchanged; a renamed program is refused (issue 4 item 6)', async ({
  page,
}) => {
  const png = onePixelPng();
  await loginAs(page, 'kunde.admin');
  await expect(page).toHaveURL(/\/app/);
  const api = await apiOf(page);
  await readMustReadAlerts(api);
  const order = await sentOrder(api);
  // The user's stored language choice (spec §1): the test reads the English source messages.
  await page.evaluate(() => localStorage.setItem('language', 'en-US'));

  await page.goto(`/app/delivery/${order.id}`);
  await expect(page.getByText(order.orderNo, { exact: true })).toBeVisible();
  await expectAccessible(page, 'order detail with its comments');
  const comments = page.getByRole('region', { name: 'Comments' });
  const text = `Two pallets arrived broken (${Date.now()})`;
  await comments.getByRole('textbox', { name: 'Comment' }).fill(text);
  const fileInput = comments.getByLabel('File', { exact: true });
  await fileInput.setInputFiles({ name: 'pallet-photo.png', mimeType: 'image/png', buffer: png });
  await fileInput.setInputFiles({
    name: 'delivery-note.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\u0090\u0000This program cannot be run in DOS mode.\r\n'),
  });
  await expect(
    comments.getByText('Only PDF, JPG and PNG files can be attached (delivery-note.pdf)'),
  ).toBeVisible();
  const toSend = comments.getByRole('list', { name: 'Files to send' });
  await expect(toSend.getByRole('listitem')).toHaveText(['pallet-photo.png']);
  await comments.getByRole('button', { name: 'Send' }).click();

  const saved = comments.getByRole('listitem').filter({ hasText: text });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: /pallet-photo\.png/ })).toBeVisible();
  await expect(saved).not.toContainText('delivery-note.pdf');
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  await expectAccessible(page, 'order detail with a sent comment and a refused file');

  await page.reload();
  const kept = page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: text });
  await expect(kept).toBeVisible();
  const downloading = page.waitForEvent('download');
  await kept.getByRole('button', { name: /pallet-photo\.png/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pallet-photo.png');
  expect((await readFile(await download.path())).equals(png)).toBe(true);
});
