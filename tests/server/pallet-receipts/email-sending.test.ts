import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PalletReceipt } from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { postWithKey } from '../idempotency/idempotency-api.ts';
import { archiveRows, receiptToSend } from './email-api.ts';
import { eventually, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

describe('POST palletReceiptEmail sends the receipt as PDF over SMTP (issue 7 item 1, the send-queued-email job)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let receipt: PalletReceipt;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await makeTestApp({ JOBS: 'on', SMTP_URL: sink.url, MAIL_FROM: 'Paller AS <paller@example.no>' });
    receipt = await receiptToSend(t);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('sends the queued mail after the commit, PDF attached, and marks the archive row sent', async () => {
    const key = randomUUID();
    const body = { receiptId: receipt.id, email: 'driver@example.no' };
    const answer = await postWithKey(t, 'kunde.admin', 'palletReceiptEmail', body, key);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ queued: true });

    expect(await eventually(() => sink.received.length === 1)).toBe(true);
    const [mail] = sink.received;
    expect(mail!.to).toMatchObject({ value: [{ address: 'driver@example.no' }] });
    expect(mail!.from).toMatchObject({ value: [{ name: 'Paller AS', address: 'paller@example.no' }] });
    // In the language the PDF is printed in: kunde.admin reads Norwegian.
    expect(mail!.subject).toBe(`Pallkvittering ${receipt.receiptNo}`);
    expect(mail!.text).toContain(receipt.receiptNo);
    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf!.filename).toBe(`${receipt.receiptNo}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(await eventually(async () => (await archiveRows(t))[0]?.status === 'sent')).toBe(true);
    const [row] = await archiveRows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, nextAttemptAt: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(Buffer.from(row!.attachment!).equals(pdf!.content), 'the archive keeps what was sent').toBe(true);

    // A replay of the same request queues and sends nothing more.
    const replay = await postWithKey(t, 'kunde.admin', 'palletReceiptEmail', body, key);
    expect(replay.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await archiveRows(t)).toHaveLength(1);
    expect(sink.received).toHaveLength(1);
  });

  it('sends mail queued without an Idempotency-Key too', async () => {
    const answer = await t.callAs('kunde.admin', 'POST', 'palletReceiptEmail', {
      body: { receiptId: receipt.id, email: 'office@example.no' },
    });
    expect(answer.status).toBe(200);
    expect(await eventually(() => sink.received.length === 2)).toBe(true);
    expect(sink.received[1]!.to).toMatchObject({ value: [{ address: 'office@example.no' }] });
    expect(await eventually(async () => (await archiveRows(t)).every((row) => row.status === 'sent'))).toBe(
      true,
    );
  });
});
