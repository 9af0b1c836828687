import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { archivedMail } from './email-archive-api.ts';

describe('POST emailArchiveResend (issue 17 item 6)', () => {
  let t: TestApp;
  let admin: Actor;
  let shop: Actor;

  const resendAs = (login: string, id: unknown) =>
    t.callAs<{ id: number; status: string }>(login, 'POST', 'emailArchiveResend', { body: { id } });
  const rowOf = (id: number) =>
    t.app.db.selectFrom('emailArchive').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const mailCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('emailArchive')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, shop] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'butikk')]);
  });
  afterAll(() => t.close());

  it('queues a copy as a new row, kind and attachment kept, created by the admin; the original stays', async () => {
    const original = await archivedMail(t, {
      customerId: admin.customer.id,
      subject: 'Pallet receipt PK-7',
      kind: 'pallet-receipt',
      status: 'failed',
      error: '550 Mailbox unavailable',
      attachment: { name: 'PK-7.pdf', content: Buffer.from('%PDF') },
    });
    const before = await rowOf(original);
    const answer = await resendAs('kunde.admin', original);
    expect(answer.status).toBe(200);
    const copyId = answer.body.data!.id;
    expect(answer.body.data).toEqual({ id: copyId, status: 'queued' });
    expect(copyId).not.toBe(original);
    const copy = await rowOf(copyId);
    expect(copy).toMatchObject({
      customerId: admin.customer.id,
      toAddress: before.toAddress,
      subject: 'Pallet receipt PK-7',
      body: before.body,
      htmlBody: before.htmlBody,
      kind: 'pallet-receipt',
      attachmentName: 'PK-7.pdf',
      status: 'queued',
      attempts: 0,
      error: null,
      createdBy: admin.user.id,
    });
    expect(Buffer.from(copy.attachment!).toString()).toBe('%PDF');
    expect(await rowOf(original)).toEqual(before);
  });

  it('lets a global admin resend the mail of any customer, the copy kept on that customer', async () => {
    const mail = await archivedMail(t, { customerId: shop.customer.id, subject: 'Shop notice' });
    const answer = await resendAs('global', mail);
    expect(answer.status).toBe(200);
    expect(await rowOf(answer.body.data!.id)).toMatchObject({
      customerId: shop.customer.id,
      subject: 'Shop notice',
    });
  });

  it("refuses to resend a password link mail (409) and says to use 'Reset password by e-mail'", async () => {
    const link = await archivedMail(t, {
      customerId: admin.customer.id,
      subject: 'Reset your password',
      kind: 'password-reset',
      text: 'https://portal.example/reset-password?token=abc',
    });
    const before = await mailCount();
    const answer = await resendAs('kunde.admin', link);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toContain('Reset password by e-mail');
    expect(await mailCount()).toBe(before);
  });

  it("refuses another customer's mail (404), a user who is no admin (403) and a bad id (400), writing nothing", async () => {
    const foreign = await archivedMail(t, { customerId: shop.customer.id, subject: 'Not yours' });
    const own = await archivedMail(t, { customerId: admin.customer.id, subject: 'Yours' });
    const before = await mailCount();
    expect((await resendAs('kunde.admin', foreign)).status).toBe(404);
    expect((await resendAs('butikk', own)).status).toBe(403);
    const bad = await resendAs('kunde.admin', '1');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('id');
    expect(await mailCount()).toBe(before);
  });

  it('resends one mail at most 3 times an hour, and one admin at most 30 mails an hour (429)', async () => {
    // An hour after the resends of the tests above: none of them counts any more.
    await t.app.db
      .deleteFrom('accountRequestAttempts')
      .where('throttleKey', 'like', 'account:mail-resend:%')
      .execute();
    const mails = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        archivedMail(t, {
          customerId: admin.customer.id,
          subject: `Kvittering ${index}`,
          kind: 'pallet-receipt',
        }),
      ),
    );
    for (let time = 0; time < 3; time++) expect((await resendAs('global', mails[0])).status).toBe(200);
    const fourth = await resendAs('global', mails[0]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error?.type).toBe('MailResendLimit');
    // The mail's count is the mail's, whoever resends it.
    expect((await resendAs('kunde.admin', mails[0])).status).toBe(429);
    const before = await mailCount();

    let accepted = 0;
    for (const mail of mails.slice(1, 11)) {
      for (let time = 0; time < 3 && accepted < 30; time++) {
        expect((await resendAs('kunde.admin', mail)).status).toBe(200);
        accepted++;
      }
    }
    expect(accepted).toBe(30);
    const over = await resendAs('kunde.admin', mails[11]);
    expect(over.status).toBe(429);
    expect(over.body.error?.message).toContain('30 mails an hour');
    expect(await mailCount()).toBe(before + 30);
  });
});
