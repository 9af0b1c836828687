import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  locationRequiredMessage,
  noPalletReceiptDaysMessage,
  noProductsMessage,
  productNotCarriedMessage,
  signatureNotSavedMessage,
} from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import { signatureMaxChars } from '../../../src/domain/pallet-receipts/signature.ts';
import { signatureBodyLimit } from '../../../src/domain/offline/body-limits.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { pngDataUrl, pngImage } from './png-image.ts';
import {
  carriedChoices,
  choiceNotCarried,
  locationIdOf,
  postReceipt,
  receiptBody,
  receiptRows,
  type Choice,
} from './receipt-api.ts';

describe('POST palletReceipt refuses what spec §5 and the tenant limits forbid', () => {
  let t: TestApp;
  let lillehammerId: number;
  let choice: Choice;
  const signed = (image: string) => ({ signerName: 'Øystein Sjåfør', signerRole: 'driver', image });

  beforeAll(async () => {
    t = await makeTestApp();
    lillehammerId = await locationIdOf(t, 'Fjellmeieriet Lillehammer');
    [choice] = (await carriedChoices(t, lillehammerId, 1)) as [Choice];
  });
  afterAll(() => t.close());

  const inAt = (locationId: number | null, extra = {}) =>
    receiptBody(locationId, [{ ...choice, inbound: 3 }], extra);

  it("answers 400 'A location must be chosen' without a location (spec §5)", async () => {
    const answer = await postReceipt(t, 'kunde.admin', inAt(null));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain(locationRequiredMessage);
    expect(answer.body.error?.data).toMatchObject({
      issues: [{ field: 'locationId', message: locationRequiredMessage }],
    });
  });

  it('answers 422 at a location with no pallet receipt days (spec §5 location picker)', async () => {
    const gjovikId = await locationIdOf(t, 'Fjellmeieriet Gjøvik');
    const answer = await postReceipt(t, 'kunde.admin', inAt(gjovikId));
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe(noPalletReceiptDaysMessage);
  });

  it('answers 422 at a location that carries no products (spec §5)', async () => {
    const elverumId = await locationIdOf(t, 'Fjellmeieriet Elverum lager');
    await t.app.db
      .updateTable('locations')
      .set({ palletReceiptDays: [2] })
      .where('id', '=', elverumId)
      .execute();
    await t.app.db.deleteFrom('locationProducts').where('locationId', '=', elverumId).execute();
    const answer = await postReceipt(t, 'kunde.admin', inAt(elverumId));
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe(noProductsMessage);
  });

  it('answers 422 naming the line whose product the location does not carry', async () => {
    const other = await choiceNotCarried(t, lillehammerId);
    const body = receiptBody(lillehammerId, [
      { ...choice, inbound: 1 },
      { ...other, inbound: 2 },
    ]);
    const answer = await postReceipt(t, 'kunde.admin', body);
    expect(answer.status).toBe(422);
    expect(answer.body.error?.type).toBe('ProductNotCarried');
    expect(answer.body.error?.message).toContain(productNotCarriedMessage);
    expect(answer.body.error?.message).toContain(
      `${other.productId}/${other.treatmentId}/${other.qualityId}`,
    );
    expect(answer.body.error?.data).toMatchObject({ issues: [{ field: 'lines.1' }] });
  });

  it("answers 403 at another customer's location and writes nothing", async () => {
    const rows = await receiptRows(t);
    const drammenId = await locationIdOf(t, 'Kystgrossisten Drammen');
    const answer = await postReceipt(t, 'kunde.admin', inAt(drammenId));
    expect(answer.status).toBe(403);
    expect(await receiptRows(t)).toEqual(rows);
  });

  it("answers 403 to a user at another customer's location that takes receipts but is not offered to them", async () => {
    // Majorstuen, butikk's chain's other store, is offered and accepted (receipt-locations.test.ts).
    const drammenId = await locationIdOf(t, 'Kystgrossisten Drammen');
    const answer = await postReceipt(t, 'butikk', inAt(drammenId));
    expect(answer.status).toBe(403);
  });

  it("answers 404 for another market's location", async () => {
    const swedish = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('marketId', '=', 'se')
      .executeTakeFirstOrThrow();
    const answer = await postReceipt(t, 'global', inAt(swedish.id));
    expect(answer.status).toBe(404);
  });

  it('answers 400 for a signature that is not a PNG data URL, or whose bytes are not a PNG', async () => {
    const jpeg = await postReceipt(
      t,
      'kunde.admin',
      inAt(lillehammerId, { signature: signed('data:image/jpeg;base64,/9j/4AAQ') }),
    );
    expect(jpeg.status).toBe(400);
    expect(jpeg.body.error?.message).toContain('signature.image');
    const text = `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}`;
    const fake = await postReceipt(t, 'kunde.admin', inAt(lillehammerId, { signature: signed(text) }));
    expect(fake.status).toBe(400);
    expect(fake.body.error?.message).toBe(`signature.image: ${signatureNotSavedMessage}`);
  });

  it('takes a real signature PNG just under its size limit (signatureMaxChars)', async () => {
    // Random pixels stored uncompressed: a real PNG just under signatureMaxChars as a data URL.
    const side = Math.floor(Math.sqrt((signatureMaxChars * 0.74) / 4));
    const image = pngDataUrl(pngImage(side, side, { isNoise: true }));
    expect(image.length).toBeGreaterThan(0.95 * signatureMaxChars);
    expect(image.length).toBeLessThanOrEqual(signatureMaxChars);
    const body = inAt(lillehammerId, { signature: signed(image), note: 'x'.repeat(500) });
    const answer = await postReceipt(t, 'kunde.admin', body);
    expect(answer.status).toBe(200);
  });

  it('lets a 3 MB body through the size limit to the signature rule (400), and refuses over 4 MB (413)', async () => {
    const padded = (chars: number) =>
      inAt(lillehammerId, { signature: signed(`data:image/png;base64,${'A'.repeat(chars)}`) });
    const threeMb = await postReceipt(t, 'kunde.admin', padded(3 * 1024 * 1024));
    expect(threeMb.status).toBe(400);
    expect(threeMb.body.error?.data).toMatchObject({ issues: [{ field: 'signature.image' }] });
    const rows = await receiptRows(t);
    const tooLarge = await postReceipt(t, 'kunde.admin', padded(signatureBodyLimit));
    expect(tooLarge.status).toBe(413);
    expect(await receiptRows(t)).toEqual(rows);
  });
});
