import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface LoginAnswer {
  token: string;
  customer: { id: number; agreementStandard: boolean };
  user: { loginName: string; isGlobalAdmin: boolean };
  agreementRequired: boolean;
}

describe('POST Login (spec §4, §7, §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ LOGIN_MAX_FAILURES_PER_NAME: '3' });
  });
  afterAll(() => t.close());

  const login = (userLoginName: string, password: string, market = 'no') =>
    t.callAs<LoginAnswer>(null, 'POST', 'Login', {
      market,
      body: { userLoginName, password, anonymous: true },
    });

  it('logs a demo user in with a token in data and in auth.token', async () => {
    const answer = await login('kunde.admin', 'demo-pallet');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.token).toMatch(/^[\w-]{40,}$/);
    expect(answer.body.auth?.token).toBe(answer.body.data?.token);
    expect(answer.body.data?.user.loginName).toBe('kunde.admin');
    expect(answer.body.data?.customer.agreementStandard).toBe(true);
  });

  it('matches the login name without regard to case', async () => {
    expect((await login('Kunde.Admin', 'demo-pallet')).status).toBe(200);
  });

  it('tells that the agreement is required when the customer has not accepted it (spec §4)', async () => {
    const answer = await login('avtale', 'demo-pallet');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.customer.agreementStandard).toBe(false);
    expect(answer.body.data?.agreementRequired).toBe(true);
  });

  it("answers a wrong password and an unknown name alike: 401 'Login failed'", async () => {
    for (const [name, password] of [
      ['butikk', 'wrong-password'],
      ['nobody-here', 'demo-pallet'],
    ] as const) {
      const answer = await login(name, password);
      expect(answer.status).toBe(401);
      expect(answer.body.error?.message).toBe('Login failed');
      expect(answer.body.data).toBeUndefined();
    }
  });

  it('does not log in a user of another market', async () => {
    expect((await login('kunde.admin', 'demo-pallet', 'se')).status).toBe(401);
    expect((await login('butik', 'demo-pallet', 'se')).status).toBe(200);
  });

  it('refuses a missing field with 400 naming it', async () => {
    const answer = await t.callAs(null, 'POST', 'Login', { body: { password: 'demo-pallet' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('userLoginName');
    const noPassword = await t.callAs(null, 'POST', 'Login', { body: { userLoginName: 'lager' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error?.message).toContain('password');
  });

  it('limits failed logins per login name, even for the right password afterwards', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login('ny.bruker', `wrong-${attempt}`)).status).toBe(401);
    }
    const blocked = await login('ny.bruker', 'demo-pallet');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.type).toBe('TooManyRequests');
    // Another login name from the same address is still let in.
    expect((await login('lager', 'demo-pallet')).status).toBe(200);
  });

  it('stores the password as a scrypt hash, never in clear', async () => {
    const rows = await t.app.db.selectFrom('users').select('passwordHash').execute();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
      expect(row.passwordHash).not.toContain('demo-pallet');
    }
  });
});
