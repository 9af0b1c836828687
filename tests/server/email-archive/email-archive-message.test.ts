import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskedToken } from '../../../src/domain/admin/email-archive.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { archivedMail, archiveAs, messageAs } from './email-archive-api.ts';

describe('GET emailArchiveMessage and emailArchiveAttachment (issue 17 item 6)', () => {
  let t: TestApp;
  let admin: Actor;
  let shop: Actor;
  let receiptMail: number;
  let shopMail: number;
  let applicantMail: number;
  const pdf = Buffer.from('%PDF-1.4 matrix receipt');

  const attachmentAs = (login: string, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/no/emailArchiveAttachment?id=${id}`,
      headers: { authorization: `Bearer ${tokens.get(login)}` },
    });
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, shop] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'butikk')]);
    for (const login of ['kunde.admin', 'global', 'butikk']) tokens.set(login, await t.tokenOf(login));
    receiptMail = await archivedMail(t, {
      customerId: admin.customer.id,
      subject: 'Pallet receipt PK-1',
      status: 'sent',
      html: '<p>The receipt <b>PK-1</b></p>',
      text: 'The receipt PK-1',
      attachment: { name: 'PK-1 «kvittering».pdf', content: pdf },
    });
    shopMail = await archivedMail(t, { customerId: shop.customer.id, subject: 'Shop mail' });
    applicantMail = await archivedMail(t, { customerId: null, subject: 'Applicant mail' });
  });
  afterAll(() => t.close());

  it('answers the message as sent: subject, to, text, HTML, attachments, status and attempts', async () => {
    const answer = await messageAs(t, 'kunde.admin', receiptMail);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: receiptMail,
      subject: 'Pallet receipt PK-1',
      to: 'mottaker@example.no',
      text: 'The receipt PK-1',
      html: '<p>The receipt <b>PK-1</b></p>',
      status: 'sent',
      attempts: 0,
      attachments: [{ id: receiptMail, name: 'PK-1 «kvittering».pdf', size: pdf.length }],
      isLinkMasked: false,
      canResend: true,
    });
  });

  it('downloads the attachment as a file, its name in Content-Disposition', async () => {
    const answer = await attachmentAs('kunde.admin', receiptMail);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdf)).toBe(true);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="PK-1 _kvittering_.pdf"; filename*=UTF-8''PK-1%20%C2%ABkvittering%C2%BB.pdf`,
    );
    expect((await attachmentAs('kunde.admin', shopMail)).statusCode).toBe(404);
  });

  it("gives a customer admin another customer's mail, or the mail of no customer, as not found (404)", async () => {
    for (const id of [shopMail, applicantMail]) {
      const answer = await messageAs(t, 'kunde.admin', id);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe('E-mail not found');
    }
    expect((await attachmentAs('kunde.admin', shopMail)).statusCode).toBe(404);
  });

  it('lets a global admin read any mail of the market, one of no customer too', async () => {
    expect((await messageAs(t, 'global', shopMail)).status).toBe(200);
    expect((await messageAs(t, 'global', applicantMail)).body.data?.customerId).toBeNull();
    expect((await attachmentAs('global', receiptMail)).statusCode).toBe(200);
  });

  it('refuses a user who is no admin (403) and a bad id (400)', async () => {
    expect((await messageAs(t, 'butikk', receiptMail)).status).toBe(403);
    expect((await attachmentAs('butikk', receiptMail)).statusCode).toBe(403);
    const bad = await t.callAs('kunde.admin', 'GET', 'emailArchiveMessage', { query: { id: '1e3' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('id');
  });

  it('masks the token of a reset link mail (POST userPasswordReset) in its text and HTML, for every admin', async () => {
    const reset = await t.callAs('kunde.admin', 'POST', 'userPasswordReset', {
      body: { userId: admin.user.id },
    });
    expect(reset.status).toBe(200);
    const page = await archiveAs(t, 'kunde.admin', { to: '' });
    const linkMail = page.body.data?.rows.find((row) => row.kind === 'password-reset');
    expect(linkMail).toBeDefined();
    const stored = await t.app.db
      .selectFrom('emailArchive')
      .select(['body', 'htmlBody'])
      .where('id', '=', linkMail!.id)
      .executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(stored.body)?.[1];
    expect(token).toBeTruthy();
    for (const login of ['kunde.admin', 'global']) {
      const shown = (await messageAs(t, login, linkMail!.id)).body.data!;
      expect(shown.text).not.toContain(token);
      expect(shown.html).not.toContain(token);
      expect(shown.text).toContain(`token=${maskedToken}`);
      expect(shown.html).toContain(`token=${maskedToken}`);
      expect(shown).toMatchObject({ isLinkMasked: true, canResend: false });
    }
  });
});
