import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { inputOf, locationsOf, readUser, saveUser, userNamed } from './user-admin-api.ts';

/** Issue 17 item 4: what an admin changes reaches the user's own session at once. */
describe("a user's changes reach their session (issue 17 item 4)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('applies changed menu access, report level and locations at the next call', async () => {
    const rapport = await userNamed(t, 'rapport');
    const token = await t.tokenOf('rapport');
    const before = await readUser(t, 'kunde.admin', rapport.id);
    const other = (await locationsOf(t, rapport.customerId)).find(
      (location) => location.id !== rapport.locationId,
    )!;
    const saved = await saveUser(
      t,
      'kunde.admin',
      inputOf(before, { tasks: ['ORDER'], reportLevel: 0, locationId: other.id, secondaryLocationIds: [] }),
    );
    expect(saved.status).toBe(200);

    const tasks = await t.callAs('rapport', 'GET', 'webtaskUsers', { token });
    expect(tasks.body.data).toEqual([{ taskId: 'ORDER' }]);
    const status = await t.callAs<{ user: { reportLevel: number }; location: { id: number } }>(
      'rapport',
      'GET',
      'Status',
      { token },
    );
    expect(status.body.data?.user.reportLevel).toBe(0);
    expect(status.body.data?.location.id).toBe(other.id);
  });

  it("ends a deactivated user's sessions at once: their token is refused with 401", async () => {
    const admin = await userNamed(t, 'kunde.admin');
    const rapport = await userNamed(t, 'rapport');
    expect(rapport.customerId).toBe(admin.customerId);
    const token = await t.tokenOf('rapport');
    expect((await t.callAs('rapport', 'GET', 'Status', { token })).status).toBe(200);
    const user = await readUser(t, 'kunde.admin', rapport.id);
    expect((await saveUser(t, 'kunde.admin', inputOf(user, { isActive: false }))).status).toBe(200);
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('loginUserId', '=', rapport.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await t.callAs('rapport', 'GET', 'Status', { token })).status).toBe(401);
  });
});
