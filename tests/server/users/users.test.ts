import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface UserRow {
  id: number;
  name: string;
  loginName: string;
  email: string;
  phone: string;
  language: string;
  customerId: number;
}

describe('GET user, POST user, POST userPassword, GET webtaskUsers (spec §3, §5, §7)', () => {
  let t: TestApp;
  let retailUser: UserRow;
  let adminUser: UserRow;

  beforeAll(async () => {
    t = await makeTestApp();
    retailUser = (await t.callAs<UserRow>('butikk', 'GET', 'user')).body.data!;
    adminUser = (await t.callAs<UserRow>('kunde.admin', 'GET', 'user')).body.data!;
  });
  afterAll(() => t.close());

  it('answers GET user with the acting user, and by id', async () => {
    expect(retailUser.loginName).toBe('butikk');
    const byId = await t.callAs<UserRow>('butikk', 'GET', 'user', { query: { id: String(retailUser.id) } });
    expect(byId.body.data?.id).toBe(retailUser.id);
    expect(byId.body.data).not.toHaveProperty('passwordHash');
  });

  it("never shows another customer's user (404)", async () => {
    const answer = await t.callAs('butikk', 'GET', 'user', { query: { id: String(adminUser.id) } });
    expect(answer.status).toBe(404);
    expect(answer.body.data).toBeUndefined();
  });

  it('saves the profile', async () => {
    const profile = {
      userId: retailUser.id,
      name: 'Butikk Bruker',
      phone: '+47 400 00 001',
      email: 'butikk@example.no',
      language: 'en-US',
    };
    const saved = await t.callAs<UserRow>('butikk', 'POST', 'user', { body: profile });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Butikk Bruker',
      phone: '+47 400 00 001',
      language: 'en-US',
    });
  });

  it('requires phone and a valid e-mail (400 naming the field, nothing saved)', async () => {
    const base = { userId: retailUser.id, name: 'X', phone: '1', email: 'x@example.no', language: 'nb-NO' };
    const noPhone = await t.callAs('butikk', 'POST', 'user', { body: { ...base, phone: '' } });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error?.message).toContain('phone');
    const badEmail = await t.callAs('butikk', 'POST', 'user', { body: { ...base, email: 'not-an-email' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error?.message).toContain('email');
    expect((await t.callAs<UserRow>('butikk', 'GET', 'user')).body.data?.name).toBe('Butikk Bruker');
  });

  it("refuses to save another customer's user (404)", async () => {
    const answer = await t.callAs('butikk', 'POST', 'user', {
      body: { userId: adminUser.id, name: 'Hacked', phone: '1', email: 'h@example.no', language: 'nb-NO' },
    });
    expect(answer.status).toBe(404);
    expect((await t.callAs<UserRow>('kunde.admin', 'GET', 'user')).body.data?.name).toBe(adminUser.name);
  });

  it('checks the old password and the minimum length (spec §5)', async () => {
    const wrongOld = await t.callAs('lager', 'POST', 'userPassword', {
      body: {
        userId: (await t.callAs<UserRow>('lager', 'GET', 'user')).body.data!.id,
        oldPassword: 'nope',
        newPassword: 'long-enough',
      },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.error?.message).toContain('Could not change password');

    const lager = (await t.callAs<UserRow>('lager', 'GET', 'user')).body.data!;
    const short = await t.callAs('lager', 'POST', 'userPassword', {
      body: { userId: lager.id, oldPassword: 'demo-pallet', newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    // The spec's own wording (§5, §8), the field named in data.issues.
    expect(short.body.error?.message).toBe(
      'Error updating password, it might be too short (min 7 characters)',
    );
    expect(short.body.error?.data).toEqual({ issues: [expect.objectContaining({ field: 'newPassword' })] });
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const token = await t.tokenOf('ny.bruker');
    // Every call but the session and consent ones waits for the GDPR confirmation (issue 16 item 6).
    expect((await t.callAs(null, 'POST', 'gdpr', { token, body: { accept: true } })).status).toBe(200);
    const me = (await t.callAs<UserRow>(null, 'GET', 'user', { token })).body.data!;
    const changed = await t.callAs(null, 'POST', 'userPassword', {
      token,
      body: { userId: me.id, oldPassword: 'demo-pallet', newPassword: 'a-new-password' },
    });
    expect(changed.status).toBe(200);
    const login = (password: string) =>
      t.callAs(null, 'POST', 'Login', { body: { userLoginName: 'ny.bruker', password } });
    expect((await login('demo-pallet')).status).toBe(401);
    expect((await login('a-new-password')).status).toBe(200);
  });

  it("refuses to change another user's password (403 or 404)", async () => {
    const answer = await t.callAs('kunde.admin', 'POST', 'userPassword', {
      body: { userId: retailUser.id, oldPassword: 'demo-pallet', newPassword: 'taken-over' },
    });
    expect([403, 404]).toContain(answer.status);
  });

  it('answers the task list: empty means all tasks (spec §6)', async () => {
    expect((await t.callAs('butikk', 'GET', 'webtaskUsers')).body.data).toEqual([]);
    expect((await t.callAs('lager', 'GET', 'webtaskUsers')).body.data).toEqual([
      { taskId: 'EXPEDITION' },
      { taskId: 'RECEPTION' },
      { taskId: 'SHIPMENT' },
    ]);
  });

  it('reports GDPR confirmation in the status (spec §4)', async () => {
    const status = await t.callAs<{ user: { confirmedGdpr: boolean } }>('butikk', 'GET', 'Status');
    expect(status.body.data?.user.confirmedGdpr).toBe(true);
  });
});
