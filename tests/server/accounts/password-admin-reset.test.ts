import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMailTexts } from '../../../src/server/modules/accounts/password-reset-mail-texts.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { callFrom, loginStatus, resetMailsTo, tokenInMail, userNamed } from './password-api.ts';

describe('POST userPasswordReset: an admin e-mails a user the reset link (spec §6; issue 16 item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  const resetBy = (admin: string | null, userId: unknown) =>
    t.callAs<{ sent: true; email: string }>(admin, 'POST', 'userPasswordReset', { body: { userId } });

  it('lets a customer admin send it to a user of their own customer; the link works', async () => {
    const admin = await userNamed(t, 'kunde.admin');
    const user = await userNamed(t, 'rapport');
    expect(user.customerId).toBe(admin.customerId);
    const answer = await resetBy('kunde.admin', user.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ sent: true, email: user.email });
    const [mail] = await resetMailsTo(t, user.email);
    const texts = passwordResetMailTexts['nb-NO'];
    expect(mail).toMatchObject({ customerId: user.customerId, createdBy: admin.id, language: 'nb-NO' });
    expect(mail!.body).toContain(texts.askedByAdmin('rapport'));
    expect(mail!.htmlBody).toContain(texts.validity(60));
    const token = tokenInMail(mail!.body);
    const stored = await t.app.db
      .selectFrom('passwordResetTokens')
      .select('requestedBy')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.requestedBy).toBe(admin.id);
    expect((await callFrom(t, 'ResetPassword', { token, newPassword: 'set-by-link' })).status).toBe(200);
    expect(await loginStatus(t, 'rapport', 'set-by-link')).toBe(200);
  });

  it('refuses a customer admin a user of another customer with 403 MayNotResetPassword', async () => {
    const user = await userNamed(t, 'butikk');
    const answer = await resetBy('kunde.admin', user.id);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'MayNotResetPassword' });
    expect(await resetMailsTo(t, user.email)).toEqual([]);
  });

  it('lets a global admin send it to any user of the market', async () => {
    const user = await userNamed(t, 'butikk');
    const answer = await resetBy('global', user.id);
    expect(answer.body.data).toEqual({ sent: true, email: user.email });
    expect(await resetMailsTo(t, user.email)).toHaveLength(1);
  });

  it('refuses a user who is no admin with 403, and no session with 401', async () => {
    const user = await userNamed(t, 'butikk');
    expect((await resetBy('lager', user.id)).status).toBe(403);
    expect((await resetBy('butikk', user.id)).status).toBe(403);
    expect((await resetBy(null, user.id)).status).toBe(401);
  });

  it('answers 404 UserNotFound to an unknown user and to a user of another market', async () => {
    const swede = await userNamed(t, 'butik', 'se');
    for (const userId of [9_999_999, swede.id]) {
      const answer = await resetBy('global', userId);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'UserNotFound' });
    }
  });

  it('answers 400 UserHasNoEmail for a user without an e-mail address', async () => {
    const user = await userNamed(t, 'avtale');
    await t.app.db.updateTable('users').set({ email: '' }).where('id', '=', user.id).execute();
    const answer = await resetBy('global', user.id);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'UserHasNoEmail' });
  });

  it('refuses a disabled user: the link would not work for them', async () => {
    const disabled = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('marketId', '=', 'no')
      .where('isActive', '=', false)
      .executeTakeFirstOrThrow();
    const answer = await resetBy('global', disabled.id);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'MayNotResetPassword' });
  });

  it('answers 400 naming the field to a missing or malformed user id', async () => {
    for (const userId of [undefined, 'x', -1]) {
      const answer = await resetBy('global', userId);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toContain('userId');
    }
  });
});
