import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../../src/domain/shared/locales.ts';
import { hashResetToken } from '../../../src/server/modules/accounts/password-links.ts';
import { passwordResetMailTexts } from '../../../src/server/modules/accounts/password-reset-mail-texts.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { callFrom, forgot, resetMailsTo, tokenInMail, userNamed } from './password-api.ts';

const answerMs = 150;

describe('POST ForgotPassword (issue 16 item 1; spec §2 forgot-password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits have their own test file (password-forgot-limits); here they stay out of the way.
    t = await makeTestApp({
      ACCOUNT_REQUESTS_PER_ADDRESS: '1000',
      ACCOUNT_REQUESTS_PER_IDENTIFIER: '1000',
      FORGOT_PASSWORD_ANSWER_MS: String(answerMs),
    });
  });
  afterAll(() => t.close());

  it('queues a branded mail in the user’s language with a single-use link valid 60 minutes', async () => {
    const user = await userNamed(t, 'rapport');
    const answer = await forgot(t, 'rapport');
    expect(answer).toEqual({ status: 200, body: { data: { requested: true } } });
    const [mail, ...more] = await resetMailsTo(t, user.email);
    expect(more).toEqual([]);
    const texts = passwordResetMailTexts['nb-NO'];
    expect(mail).toMatchObject({
      marketId: 'no',
      customerId: user.customerId,
      createdBy: null,
      kind: 'password-reset',
      language: 'nb-NO',
      status: 'queued',
      subject: texts.subject('Pallet Portal'),
    });
    for (const body of [mail!.body, mail!.htmlBody!]) {
      expect(body).toContain(`${t.config.publicUrl}/reset-password?token=`);
      expect(body).toContain(texts.validity(60));
      expect(body).toContain(texts.ignore);
      expect(body).toContain(texts.askedByUser('rapport'));
      expect(body).toContain('Pallet Portal');
    }
    expect(mail!.htmlBody).toMatch(/^<!doctype html>/);
    const check = await callFrom(t, 'ResetPasswordCheck', { token: tokenInMail(mail!.body) });
    expect(check).toEqual({ status: 200, body: { data: { loginName: 'rapport' } } });
  });

  it('finds the account by login name or e-mail address in any letter case', async () => {
    const user = await userNamed(t, 'lager');
    await forgot(t, 'LAGER');
    await forgot(t, user.email.toUpperCase());
    expect(await resetMailsTo(t, user.email)).toHaveLength(2);
  });

  it('writes in each of the five languages, the user’s own', async () => {
    const user = await userNamed(t, 'butikk');
    for (const language of locales) {
      await t.app.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
      await forgot(t, 'butikk');
      const mail = (await resetMailsTo(t, user.email)).at(-1)!;
      const texts = passwordResetMailTexts[language];
      expect(mail.language).toBe(language);
      expect(mail.subject).toBe(texts.subject('Pallet Portal'));
      expect(mail.body).toContain(texts.validity(60));
      expect(mail.htmlBody).toContain(texts.action);
    }
  });

  it('sends each user an e-mail address names a link of their own', async () => {
    const shared = 'shared.desk@example.no';
    const names = ['kunde.admin', 'avtale'];
    await t.app.db.updateTable('users').set({ email: shared }).where('loginName', 'in', names).execute();
    await forgot(t, 'Shared.Desk@example.no');
    const mails = await resetMailsTo(t, shared);
    expect(mails).toHaveLength(2);
    const loginNames = [];
    for (const mail of mails) {
      const check = await callFrom<{ loginName: string }>(t, 'ResetPasswordCheck', {
        token: tokenInMail(mail.body),
      });
      loginNames.push(check.body.data?.loginName);
    }
    expect(loginNames.sort()).toEqual(names.sort());
  });

  it('answers the same for an unknown account, a disabled one and one of another market, and mails none', async () => {
    const before = await t.app.db.selectFrom('emailArchive').select('id').execute();
    const disabled = await t.app.db
      .selectFrom('users')
      .select(['loginName', 'email'])
      .where('marketId', '=', 'no')
      .where('isActive', '=', false)
      .executeTakeFirstOrThrow();
    const known = await forgot(t, 'ny.bruker');
    for (const identifier of ['nobody', 'nobody@example.com', disabled.loginName, disabled.email, 'butik']) {
      const answer = await forgot(t, identifier);
      expect(answer).toEqual(known);
    }
    const after = await t.app.db.selectFrom('emailArchive').select('id').execute();
    expect(after.length - before.length).toBe(1);
  });

  it('mails the user of the API base’s market only (butik of Sweden at /api/se)', async () => {
    const butik = await userNamed(t, 'butik', 'se');
    await forgot(t, 'butik', { market: 'se' });
    const [mail] = await resetMailsTo(t, butik.email);
    expect(mail).toMatchObject({ marketId: 'se', language: 'sv-SE' });
  });

  it('answers an existing and a missing account no sooner than the fixed answer time', async () => {
    for (const identifier of ['global', 'nobody-at-all']) {
      const started = performance.now();
      const answer = await forgot(t, identifier);
      expect(answer.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(answerMs - 1);
    }
  });

  it('stores only the SHA-256 of the token the mail carries', async () => {
    const user = await userNamed(t, 'global');
    const token = tokenInMail((await resetMailsTo(t, user.email)).at(-1)!.body);
    const rows = await t.app.db
      .selectFrom('passwordResetTokens')
      .select(['tokenHash', 'purpose', 'requestedBy'])
      .where('userId', '=', user.id)
      .execute();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.find((row) => row.tokenHash === hashResetToken(token))).toEqual({
      tokenHash: hashResetToken(token),
      purpose: 'reset',
      requestedBy: null,
    });
  });

  it('answers 400 naming the field to a missing, empty or overlong login name or e-mail', async () => {
    for (const body of [{}, { loginNameOrEmail: '  ' }, { loginNameOrEmail: 'x'.repeat(201) }]) {
      const answer = await callFrom(t, 'ForgotPassword', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.type).toBe('ValidationError');
      expect(answer.body.error?.message).toContain('loginNameOrEmail');
    }
  });
});
