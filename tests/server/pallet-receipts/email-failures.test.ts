import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PalletReceipt } from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import { createMailTransport } from '../../../src/server/modules/email/mail-transport.ts';
import { maxSendAttempts } from '../../../src/server/modules/email/retry-policy.ts';
import { sendQueuedEmail } from '../../../src/server/modules/email/send-queued.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { archiveRows, emailReceipt, receiptToSend } from './email-api.ts';
import { startSmtpSink, unreachableSmtpUrl, type SmtpSink } from './smtp-sink.ts';

const from = 'Pallet Portal <no-reply@localhost>';

/** The sending job's work, run by the test (JOBS=off) so each run is seen whole. */
describe('sending queued e-mail: failures, retries, several processes (issue 7 item 1)', () => {
  let t: TestApp;
  let receipt: PalletReceipt;
  let sink: SmtpSink;
  const sendVia = (url: string) => sendQueuedEmail(t.app.db, createMailTransport(url), from);
  /** As if the backoff were over. */
  const makeDue = () =>
    t.app.db
      .updateTable('emailArchive')
      .set({ nextAttemptAt: sql<Date>`now() - interval '1 second'` })
      .where('nextAttemptAt', 'is not', null)
      .execute();

  beforeAll(async () => {
    t = await makeTestApp();
    receipt = await receiptToSend(t);
    sink = await startSmtpSink();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('emailArchive').execute();
    sink.received.length = 0;
  });
  afterAll(async () => {
    await sink?.close();
    await t?.close();
  });

  it('an unreachable server: the row is marked failed with the error and a retry in a minute; the others wait', async () => {
    const first = await emailReceipt(t, receipt.id, 'first@example.no');
    const second = await emailReceipt(t, receipt.id, 'second@example.no');

    const run = await sendVia(await unreachableSmtpUrl());
    expect(run).toMatchObject({ sent: 0, stoppedEarly: true });
    expect(run.failed).toHaveLength(1);

    const [failed, waiting] = await archiveRows(t);
    expect(failed).toMatchObject({ id: first.id, status: 'failed', attempts: 1, sentAt: null });
    expect(failed!.error).toMatch(/ECONNREFUSED/);
    const retryIn = failed!.nextAttemptAt!.getTime() - Date.now();
    expect(retryIn).toBeGreaterThan(30_000);
    expect(retryIn).toBeLessThan(90_000);
    expect(waiting, 'not tried: the server was down').toMatchObject({
      id: second.id,
      status: 'queued',
      attempts: 0,
      error: null,
    });
    expect(Buffer.from(failed!.attachment!).equals(Buffer.from(first.attachment!))).toBe(true);

    expect((await sendVia(sink.url)).sent, 'the failed row is not due yet').toBe(1);
    await makeDue();
    expect((await sendVia(sink.url)).sent).toBe(1);
    const rows = await archiveRows(t);
    expect(rows.map((row) => [row.status, row.attempts, row.error])).toEqual([
      ['sent', 2, null],
      ['sent', 1, null],
    ]);
    expect(sink.received.map((mail) => mail.attachments[0]?.content.subarray(0, 5).toString())).toEqual([
      '%PDF-',
      '%PDF-',
    ]);
  });

  it('a server that refuses the recipient: each row is marked failed with its reply, and sent on a later try', async () => {
    await emailReceipt(t, receipt.id, 'first@example.no');
    await emailReceipt(t, receipt.id, 'second@example.no');
    const refusing = await startSmtpSink({ refuseRecipients: true });
    try {
      const run = await sendVia(refusing.url);
      expect(run).toMatchObject({ sent: 0, stoppedEarly: false });
      expect(run.failed).toHaveLength(2);
    } finally {
      await refusing.close();
    }
    for (const row of await archiveRows(t)) {
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.error).toMatch(/550/);
    }
    await makeDue();
    expect((await sendVia(sink.url)).sent).toBe(2);
    expect(sink.received.map((mail) => mail.to)).toMatchObject([
      { value: [{ address: 'first@example.no' }] },
      { value: [{ address: 'second@example.no' }] },
    ]);
  });

  it(`gives up after ${maxSendAttempts} attempts, keeping the row as failed`, async () => {
    const row = await emailReceipt(t, receipt.id, 'nobody@example.no');
    await t.app.db
      .updateTable('emailArchive')
      .set({ attempts: maxSendAttempts - 1 })
      .where('id', '=', row.id)
      .execute();
    const url = await unreachableSmtpUrl();
    expect((await sendVia(url)).failed).toHaveLength(1);
    const [given] = await archiveRows(t);
    expect(given).toMatchObject({ status: 'failed', attempts: maxSendAttempts, nextAttemptAt: null });
    await makeDue();
    expect(await sendVia(sink.url)).toEqual({ sent: 0, failed: [], stoppedEarly: false });
  });

  it('two processes sending at once send each message once', async () => {
    const addresses = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.no`);
    for (const address of addresses) await emailReceipt(t, receipt.id, address);
    const runs = await Promise.all([sendVia(sink.url), sendVia(sink.url)]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(addresses.length);
    const delivered = sink.received.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text)).sort();
    expect(delivered).toEqual(addresses);
    expect((await archiveRows(t)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
