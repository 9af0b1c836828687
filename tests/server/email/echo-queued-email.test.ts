import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEchoQueuedEmail } from '../../../src/server/jobs/echo-queued-email.ts';
import { queueMail } from '../../../src/server/modules/email/queue-mail.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('without SMTP_URL, queued mail is written to the log once (README: reading mail on npm start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('logs each mail queued after the start, once, with its text', async () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    const mail = {
      marketId: 'no',
      customerId: null,
      subject: 'Reset your password',
      html: '<p>Open the link</p>',
      kind: 'password-reset',
      language: 'en-US',
      createdBy: null,
    } as const;
    await queueMail(t.app.db, { ...mail, to: 'before@example.no', text: 'queued before the start' });
    const echo = await startEchoQueuedEmail(t.app.db, log);
    await queueMail(t.app.db, {
      ...mail,
      to: 'ola@example.no',
      text: 'Open http://localhost/reset-password?token=x',
    });
    await echo();
    await echo();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ to: 'ola@example.no', subject: 'Reset your password' });
    expect(lines[0]!.message).toContain('http://localhost/reset-password?token=x');
    const row = await t.app.db
      .selectFrom('emailArchive')
      .select(['status', 'htmlBody', 'customerId'])
      .where('toAddress', '=', 'ola@example.no')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', htmlBody: '<p>Open the link</p>', customerId: null });
  });
});
