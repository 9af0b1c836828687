import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../../src/server/db/seed/demo-accounts.ts';
import { issuePasswordLink } from '../../../src/server/modules/accounts/password-links.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { callFrom, forgot, loginStatus, resetMailsTo, tokenInMail, userNamed } from './password-api.ts';

const invalidLink = {
  status: 400,
  body: {
    error: { message: 'Invalid or expired reset link', type: 'InvalidResetLink', code: 'InvalidResetLink' },
  },
};

describe('POST ResetPasswordCheck and POST ResetPassword (issue 16 item 2; spec §5 Password reset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ FORGOT_PASSWORD_ANSWER_MS: '0' });
  });
  afterAll(() => t.close());

  /** A link the user asked for on the forgot-password page, as the mail carries it. */
  const mailedToken = async (loginName: string) => {
    const user = await userNamed(t, loginName);
    await forgot(t, loginName, { address: `10.30.0.${user.id % 250}` });
    return tokenInMail((await resetMailsTo(t, user.email)).at(-1)!.body);
  };
  const linkOf = async (loginName: string, purpose: 'reset' | 'welcome' = 'reset') => {
    const user = await userNamed(t, loginName);
    const link = await issuePasswordLink(t.app.db, {
      userId: user.id,
      purpose,
      requestedBy: null,
      publicUrl: t.config.publicUrl,
    });
    return new URL(link.url).searchParams.get('token')!;
  };
  const reset = (token: string, newPassword: string) =>
    callFrom<{ loginName: string }>(t, 'ResetPassword', { token, newPassword });

  it('sets the new password: the old one fails at login, the new one works, and the name comes back', async () => {
    const token = await mailedToken('rapport');
    expect(await reset(token, 'new-secret-1')).toEqual({
      status: 200,
      body: { data: { loginName: 'rapport' } },
    });
    expect(await loginStatus(t, 'rapport', demoPassword)).toBe(401);
    expect(await loginStatus(t, 'rapport', 'new-secret-1')).toBe(200);
  });

  it('uses the link up: a second check or reset with it is refused', async () => {
    const token = await mailedToken('lager');
    expect((await reset(token, 'new-secret-2')).status).toBe(200);
    expect(await callFrom(t, 'ResetPasswordCheck', { token })).toEqual(invalidLink);
    expect(await reset(token, 'new-secret-3')).toEqual(invalidLink);
    expect(await loginStatus(t, 'lager', 'new-secret-2')).toBe(200);
  });

  it('ends every session of the user: their old token is 401', async () => {
    const oldToken = await t.tokenOf('butikk');
    expect((await t.callAs('butikk', 'GET', 'Status')).status).toBe(200);
    expect((await reset(await mailedToken('butikk'), 'new-secret-4')).status).toBe(200);
    const after = await t.callAs(null, 'GET', 'Status', { token: oldToken });
    expect(after.status).toBe(401);
    const left = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('loginUserId', '=', (await userNamed(t, 'butikk')).id)
      .execute();
    expect(left).toEqual([]);
  });

  it('uses up the user’s other unused links too', async () => {
    const first = await linkOf('avtale');
    const second = await linkOf('avtale');
    expect((await reset(second, 'new-secret-5')).status).toBe(200);
    expect(await callFrom(t, 'ResetPasswordCheck', { token: first })).toEqual(invalidLink);
  });

  it('refuses an expired link', async () => {
    const token = await linkOf('ny.bruker');
    await t.app.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: sql<Date>`now() - interval '1 minute'` })
      .where('userId', '=', (await userNamed(t, 'ny.bruker')).id)
      .execute();
    expect(await callFrom(t, 'ResetPasswordCheck', { token })).toEqual(invalidLink);
    expect(await reset(token, 'new-secret-6')).toEqual(invalidLink);
    expect(await loginStatus(t, 'ny.bruker', demoPassword)).toBe(200);
  });

  it('refuses an unknown or malformed link with the same code', async () => {
    expect(await callFrom(t, 'ResetPasswordCheck', { token: 'A'.repeat(43) })).toEqual(invalidLink);
    for (const token of ['short', 'A'.repeat(44), 'A'.repeat(42) + '!']) {
      const answer = await callFrom(t, 'ResetPasswordCheck', { token });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('InvalidResetLink');
    }
  });

  it('refuses the link of a user disabled since it was sent', async () => {
    const token = await linkOf('avtale.admin');
    await t.app.db
      .updateTable('users')
      .set({ isActive: false })
      .where('loginName', '=', 'avtale.admin')
      .execute();
    expect(await callFrom(t, 'ResetPasswordCheck', { token })).toEqual(invalidLink);
    expect(await reset(token, 'new-secret-7')).toEqual(invalidLink);
  });

  it('answers a password shorter than 7 with 400 PasswordTooShort and keeps the link', async () => {
    const token = await linkOf('kunde.admin');
    const answer = await reset(token, 'short6');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      message: 'Error updating password, it might be too short (min 7 characters)',
      code: 'PasswordTooShort',
    });
    expect((await callFrom(t, 'ResetPasswordCheck', { token })).status).toBe(200);
  });

  it('sets the first password with a welcome link the same way', async () => {
    const token = await linkOf('kunde.admin', 'welcome');
    expect(await callFrom(t, 'ResetPasswordCheck', { token })).toEqual({
      status: 200,
      body: { data: { loginName: 'kunde.admin' } },
    });
    expect((await reset(token, 'welcome-secret')).status).toBe(200);
    expect(await loginStatus(t, 'kunde.admin', 'welcome-secret')).toBe(200);
  });

  it('lets exactly one of two parallel uses of one link through', async () => {
    const token = await linkOf('global');
    const answers = await Promise.all([reset(token, 'parallel-one'), reset(token, 'parallel-two')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'parallel-one' : 'parallel-two';
    expect(await loginStatus(t, 'global', winner)).toBe(200);
  });

  it('takes back the failed logins of the name: the user is not locked out after the reset', async () => {
    const user = await userNamed(t, 'rapport');
    for (let index = 0; index < 5; index++) await loginStatus(t, 'rapport', `guess-${index}`);
    expect(await loginStatus(t, 'rapport', 'new-secret-1')).toBe(429);
    expect((await reset(await linkOf(user.loginName), 'new-secret-8')).status).toBe(200);
    expect(await loginStatus(t, 'rapport', 'new-secret-8')).toBe(200);
  });
  it('ends every unused link when the user changes the password the normal way', async () => {
    const user = await userNamed(t, 'container');
    const resetToken = await mailedToken('container');
    const welcomeToken = await linkOf('container', 'welcome');
    const change = await t.callAs('container', 'POST', 'userPassword', {
      body: { userId: user.id, oldPassword: demoPassword, newPassword: 'changed-at-profile' },
    });
    expect(change.status).toBe(200);
    for (const token of [resetToken, welcomeToken]) {
      expect(await callFrom(t, 'ResetPasswordCheck', { token })).toEqual(invalidLink);
      expect(await reset(token, 'set-by-old-link')).toEqual(invalidLink);
    }
    expect(await loginStatus(t, 'container', 'set-by-old-link')).toBe(401);
    expect(await loginStatus(t, 'container', 'changed-at-profile')).toBe(200);
  });
});
