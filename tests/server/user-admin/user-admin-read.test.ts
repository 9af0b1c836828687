import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUsersPage } from '../../../src/domain/admin/users.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { userNamed } from './user-admin-api.ts';

describe('GET adminUsers and GET adminUser (issue 17 item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  const list = (who: string | null, query: Record<string, string> = {}) =>
    t.callAs<AdminUsersPage>(who, 'GET', 'adminUsers', { query });

  it("lists the customer admin's own customer's users with their location and last login", async () => {
    const admin = await userNamed(t, 'kunde.admin');
    const answer = await list('kunde.admin');
    expect(answer.status).toBe(200);
    const page = answer.body.data!;
    const logins = page.rows.map((row) => row.loginName);
    expect(logins).toContain('rapport');
    expect(logins).not.toContain('butikk');
    const self = page.rows.find((row) => row.id === admin.id);
    expect(self).toMatchObject({ isCustomerAdmin: true, isActive: true });
    expect(self?.lastLoginAt).not.toBeNull();
    expect(self?.locationName).toBeTruthy();
    expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
  });

  it('finds users by name, login name or e-mail, case-insensitively, and pages them', async () => {
    const rapport = await userNamed(t, 'rapport');
    const byLogin = (await list('kunde.admin', { term: 'RAPPORT' })).body.data!;
    expect(byLogin.rows.map((row) => row.id)).toEqual([rapport.id]);
    const byMail = (await list('kunde.admin', { term: rapport.email.slice(0, 5) })).body.data!;
    expect(byMail.rows.map((row) => row.id)).toContain(rapport.id);
    const all = (await list('kunde.admin')).body.data!;
    const second = (await list('kunde.admin', { limit: '1', offset: '1' })).body.data!;
    expect(second.total).toBe(all.total);
    expect(second.rows).toEqual([all.rows[1]]);
    expect((await list('kunde.admin', { term: '100%_' })).body.data).toEqual({ total: 0, rows: [] });
  });

  it('filters by active', async () => {
    const rapport = await userNamed(t, 'rapport');
    await t.app.db.updateTable('users').set({ isActive: false }).where('id', '=', rapport.id).execute();
    try {
      const inactive = (await list('kunde.admin', { isActive: 'false' })).body.data!;
      expect(inactive.rows.map((row) => row.id)).toContain(rapport.id);
      expect(inactive.rows.every((row) => !row.isActive)).toBe(true);
      const active = (await list('kunde.admin', { isActive: 'true' })).body.data!;
      expect(active.rows.map((row) => row.id)).not.toContain(rapport.id);
    } finally {
      await t.app.db.updateTable('users').set({ isActive: true }).where('id', '=', rapport.id).execute();
    }
  });

  it('answers bad paging with 400 naming the field', async () => {
    const answer = await list('kunde.admin', { limit: '0' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('limit');
  });

  it('refuses a user who is no admin (403) and no session (401)', async () => {
    expect((await list('butikk')).status).toBe(403);
    expect((await list('rapport')).status).toBe(403);
    expect((await list(null)).status).toBe(401);
  });

  it('lets a global admin list the users of the customer they act for (spec §6)', async () => {
    const admin = await userNamed(t, 'kunde.admin');
    const token = await t.tokenOf('global');
    const chosen = await t.callAs('global', 'POST', 'status', {
      body: { customerId: admin.customerId },
      token,
    });
    expect(chosen.status).toBe(200);
    const page = (await t.callAs<AdminUsersPage>('global', 'GET', 'adminUsers', { token })).body.data!;
    expect(page.rows.map((row) => row.loginName)).toContain('kunde.admin');
  });

  it('reads a user of the own customer with every field of the form', async () => {
    const rapport = await userNamed(t, 'rapport');
    const answer = await t.callAs<AdminUser>('kunde.admin', 'GET', 'adminUser', {
      query: { id: String(rapport.id) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: rapport.id,
      loginName: 'rapport',
      reportLevel: 1,
      locationId: rapport.locationId,
      supportUser: 'none',
    });
    expect(Array.isArray(answer.body.data?.tasks)).toBe(true);
    expect(Array.isArray(answer.body.data?.secondaryLocationIds)).toBe(true);
  });

  it("answers another customer's user with 404, a bad id with 400 and a plain user with 403", async () => {
    const butikk = await userNamed(t, 'butikk');
    const other = await t.callAs('kunde.admin', 'GET', 'adminUser', { query: { id: String(butikk.id) } });
    expect(other.status).toBe(404);
    expect(other.body.error).toMatchObject({ code: 'UserNotFound' });
    expect((await t.callAs('kunde.admin', 'GET', 'adminUser', { query: { id: '1x' } })).status).toBe(400);
    expect((await t.callAs('butikk', 'GET', 'adminUser', { query: { id: String(butikk.id) } })).status).toBe(
      403,
    );
  });
});
