import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PalletReceipt } from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf } from '../dock/arrival-api.ts';
import { carriedChoices, locationIdOf, postReceipt, receiptBody, type Choice } from './receipt-api.ts';

/** The images a PDF holds (pdf-lib embeds a PNG with transparency as an image and its soft mask). */
const imagesIn = (document: PDFDocument) =>
  document.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;

describe('GET palletReceiptPdf and POST palletReceiptEmail: the receipt printed or sent (issue 7 item 1)', () => {
  let t: TestApp;
  let plain: PalletReceipt;
  let inventory: PalletReceipt;

  const pdfAs = async (login: string, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/no/palletReceiptPdf?id=${id}`,
      headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
    });

  beforeAll(async () => {
    t = await makeTestApp();
    const lillehammerId = await locationIdOf(t, 'Fjellmeieriet Lillehammer');
    const choices = (await carriedChoices(t, lillehammerId, 2)) as [Choice, Choice];
    const lines = choices.map((choice, index) => ({ ...choice, inbound: 5 + index, outbound: index }));
    const note = 'Mottatt ved port 3 – to paller med knekte klosser, sjåføren varslet.';
    plain = dataOf(await postReceipt(t, 'kunde.admin', receiptBody(lillehammerId, lines, { note })), 'plain');
    const counted = choices.map((choice) => ({ ...choice, counted: 40 }));
    inventory = dataOf(
      await postReceipt(t, 'kunde.admin', receiptBody(lillehammerId, counted, { variant: 'inventory' })),
      'inventory',
    );
  });
  afterAll(() => t.close());

  it('answers a PDF with the signature, not wrapped in { data }, named after the receipt no.', async () => {
    for (const receipt of [plain, inventory]) {
      const response = await pdfAs('kunde.admin', receipt.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`${receipt.receiptNo}.pdf`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const document = await PDFDocument.load(response.rawPayload);
      expect(document.getPageCount()).toBe(1);
      expect(document.getTitle()).toContain(receipt.receiptNo);
      expect(imagesIn(document), 'the signature').toBeGreaterThan(0);
    }
  });

  it("answers 404 for another customer's receipt", async () => {
    const response = await pdfAs('butikk', plain.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { type: 'NotFound' } });
  });

  it('queues the e-mail with the PDF attached in the e-mail archive of the location’s customer, in the user’s language', async () => {
    const admin = await t.callAs<{ customer: { id: number }; user: { id: number } }>(
      'kunde.admin',
      'GET',
      'Status',
    );
    const answer = await t.callAs('kunde.admin', 'POST', 'palletReceiptEmail', {
      body: { receiptId: plain.id, email: 'driver@example.no' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ queued: true });
    const rows = await t.app.db.selectFrom('emailArchive').selectAll().execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      marketId: 'no',
      customerId: admin.body.data!.customer.id,
      toAddress: 'driver@example.no',
      // kunde.admin reads Norwegian, as the PDF is printed.
      subject: `Pallkvittering ${plain.receiptNo}`,
      attachmentName: `${plain.receiptNo}.pdf`,
      status: 'queued',
      createdBy: admin.body.data!.user.id,
    });
    expect(row!.body).toContain(`Pallkvittering ${plain.receiptNo} fra `);
    expect(row!.body).toContain('Signert av ');
    const attachment = Buffer.from(row!.attachment!);
    expect(attachment.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(attachment)).getTitle()).toContain(plain.receiptNo);
  });

  it('refuses a bad address (400) and a receipt the user may not see (404), queueing nothing', async () => {
    const bad = await t.callAs('kunde.admin', 'POST', 'palletReceiptEmail', {
      body: { receiptId: plain.id, email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('email');
    const unseen = await t.callAs('butikk', 'POST', 'palletReceiptEmail', {
      body: { receiptId: plain.id, email: 'driver@example.no' },
    });
    expect(unseen.status).toBe(404);
    expect(await t.app.db.selectFrom('emailArchive').select('id').execute()).toHaveLength(1);
  });
});
