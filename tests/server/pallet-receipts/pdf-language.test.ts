import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PalletReceipt } from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf } from '../dock/arrival-api.ts';
import { pdfLabelsFor } from '../../../src/server/modules/pallet-receipts/pdf-labels.ts';
import { carriedChoices, locationIdOf, postReceipt, receiptBody, type Choice } from './receipt-api.ts';

describe('the receipt PDF speaks the language of who prints it (spec §1, issue 7 item 1)', () => {
  let t: TestApp;
  let receipt: PalletReceipt;

  const titleAs = async (login: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/no/palletReceiptPdf?id=${receipt.id}`,
      headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
    });
    expect(response.statusCode).toBe(200);
    return (await PDFDocument.load(response.rawPayload)).getTitle();
  };

  beforeAll(async () => {
    t = await makeTestApp();
    const lillehammerId = await locationIdOf(t, 'Fjellmeieriet Lillehammer');
    const [choice] = (await carriedChoices(t, lillehammerId, 1)) as [Choice];
    const lines = [{ ...choice, inbound: 4, outbound: 1 }];
    receipt = dataOf(await postReceipt(t, 'kunde.admin', receiptBody(lillehammerId, lines)), 'plain');
  });
  afterAll(() => t.close());

  it('prints in the language the user reads, and in the one chosen after (POST Language)', async () => {
    expect(await titleAs('kunde.admin')).toBe(`Pallkvittering ${receipt.receiptNo}`);
    const chosen = await t.callAs('kunde.admin', 'POST', 'Language', { body: { language: 'sv-SE' } });
    expect(chosen.status).toBe(200);
    expect(await titleAs('kunde.admin')).toBe(`Pallkvitto ${receipt.receiptNo}`);
    await t.callAs('kunde.admin', 'POST', 'Language', { body: { language: 'en-US' } });
    expect(await titleAs('kunde.admin')).toBe(`Pallet receipt ${receipt.receiptNo}`);
  });

  it("falls back to the market's language, then Norwegian (spec §1)", () => {
    expect(pdfLabelsFor(null, 'se').plainTitle).toBe('Pallkvitto');
    expect(pdfLabelsFor('de-DE', 'fi').plainTitle).toBe('Lavakuitti');
    expect(pdfLabelsFor(undefined, 'dk').plainTitle).toBe('Pallekvittering');
    expect(pdfLabelsFor(null, 'swa').plainTitle).toBe('Pallkvittering');
  });
});
