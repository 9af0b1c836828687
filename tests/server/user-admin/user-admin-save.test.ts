import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { callFrom, loginStatus, tokenInMail } from '../accounts/password-api.ts';
import {
  inputOf,
  locationsOf,
  makeUserInput,
  readUser,
  saveUser,
  userNamed,
  welcomeMailsTo,
} from './user-admin-api.ts';

describe('POST adminUser: create and change users (issue 17 items 3–4, spec §6)', () => {
  let t: TestApp;
  let locationIds: number[];
  let otherCustomerLocationId: number;
  beforeAll(async () => {
    t = await makeTestApp();
    const admin = await userNamed(t, 'kunde.admin');
    locationIds = (await locationsOf(t, admin.customerId)).map((location) => location.id);
    otherCustomerLocationId = (await userNamed(t, 'butikk')).locationId;
  });
  afterAll(() => t.close());

  it('creates a user with only the ORDER menu; the welcome mail carries a working set-password link', async () => {
    const input = makeUserInput(locationIds[0]!, {
      tasks: ['ORDER'],
      secondaryLocationIds: [locationIds[1]!],
      notifyDeviation: true,
      language: 'en-US',
    });
    const answer = await saveUser(t, 'kunde.admin', input);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ created: true, welcomeSent: true });
    const user = answer.body.data!.user;
    expect(user).toMatchObject({
      loginName: input.loginName,
      tasks: ['ORDER'],
      secondaryLocationIds: [locationIds[1]],
      notifyDeviation: true,
      version: 1,
      lastLoginAt: null,
    });
    const [mail] = await welcomeMailsTo(t, input.email);
    expect(mail).toMatchObject({ language: 'en-US', customerId: user.customerId });
    expect(mail!.body).toContain(input.loginName);
    expect(mail!.subject).toContain('Welcome');
    // The random password is unusable: only the link lets the user in.
    expect(await loginStatus(t, input.loginName, 'demo-pallet')).toBe(401);
    const token = tokenInMail(mail!.body);
    expect((await callFrom(t, 'ResetPassword', { token, newPassword: 'chosen-by-new-user' })).status).toBe(
      200,
    );
    expect(await loginStatus(t, input.loginName, 'chosen-by-new-user')).toBe(200);
  });

  it('changes a user at the version read, and refuses a stale version with 409 and the current row', async () => {
    const created = (await saveUser(t, 'kunde.admin', makeUserInput(locationIds[0]!))).body.data!.user;
    const changed = await saveUser(t, 'kunde.admin', inputOf(created, { name: 'Renamed', reportLevel: 1 }));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ created: false, welcomeSent: false });
    expect(changed.body.data?.user).toMatchObject({ name: 'Renamed', reportLevel: 1, version: 2 });
    const stale = await saveUser(t, 'kunde.admin', inputOf(created, { name: 'Stale' }));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'UserChanged', data: { name: 'Renamed', version: 2 } });
    expect(await welcomeMailsTo(t, created.email)).toHaveLength(1);
  });

  it('refuses a login name another user has, whatever the case, with 409 LoginNameTaken', async () => {
    const answer = await saveUser(t, 'kunde.admin', makeUserInput(locationIds[0]!, { loginName: 'BUTIKK' }));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'LoginNameTaken' });
  });

  it('answers bad input with 400 naming the field', async () => {
    const noMail = await saveUser(t, 'kunde.admin', makeUserInput(locationIds[0]!, { email: 'nope' }));
    expect(noMail.status).toBe(400);
    expect(noMail.body.error?.message).toContain('email');
    const level = await saveUser(t, 'kunde.admin', { ...makeUserInput(locationIds[0]!), reportLevel: 7 });
    expect(level.status).toBe(400);
    expect(level.body.error?.message).toContain('reportLevel');
  });

  it('refuses locations of another customer with 400 UserLocationNotOwn', async () => {
    for (const input of [
      makeUserInput(otherCustomerLocationId),
      makeUserInput(locationIds[0]!, { secondaryLocationIds: [otherCustomerLocationId] }),
    ]) {
      const answer = await saveUser(t, 'kunde.admin', input);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'UserLocationNotOwn' });
    }
  });

  it('refuses a plain user (butikk) with 403 and no session with 401', async () => {
    const butikk = await userNamed(t, 'butikk');
    expect((await saveUser(t, 'butikk', makeUserInput(butikk.locationId))).status).toBe(403);
    expect((await saveUser(t, null, makeUserInput(butikk.locationId))).status).toBe(401);
  });

  it("answers another customer's user id with 404", async () => {
    const butikk = await userNamed(t, 'butikk');
    const answer = await saveUser(t, 'kunde.admin', {
      ...makeUserInput(locationIds[0]!),
      id: butikk.id,
      version: 1,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'UserNotFound' });
  });

  it('refuses a customer admin granting global admin, provider staff or report level 2 (403)', async () => {
    const cases = [
      [{ isGlobalAdmin: true }, 'MayNotGrantGlobalAdmin'],
      [{ isProvider: true }, 'MayNotGrantProvider'],
      [{ reportLevel: 2 as const }, 'MayNotGrantReportLevel'],
    ] as const;
    for (const [change, code] of cases) {
      const answer = await saveUser(t, 'kunde.admin', makeUserInput(locationIds[0]!, change));
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatchObject({ code });
    }
  });

  it('lets a global admin acting for the customer give report level 2 and provider staff', async () => {
    const admin = await userNamed(t, 'kunde.admin');
    const token = await t.tokenOf('global');
    await t.callAs('global', 'POST', 'status', { body: { customerId: admin.customerId }, token });
    const input = makeUserInput(locationIds[0]!, { reportLevel: 2, isProvider: true });
    const answer = await t.callAs<{ user: { customerId: number } }>('global', 'POST', 'adminUser', {
      body: input,
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.user.customerId).toBe(admin.customerId);
  });

  it('refuses a customer admin deactivating or demoting themselves (403)', async () => {
    const admin = await userNamed(t, 'kunde.admin');
    const self = await readUser(t, 'kunde.admin', admin.id);
    const off = await saveUser(t, 'kunde.admin', inputOf(self, { isActive: false }));
    expect(off.status).toBe(403);
    expect(off.body.error).toMatchObject({ code: 'MayNotDeactivateSelf' });
    const demoted = await saveUser(t, 'kunde.admin', inputOf(self, { isCustomerAdmin: false }));
    expect(demoted.status).toBe(403);
    expect(demoted.body.error).toMatchObject({ code: 'MayNotDemoteSelf' });
    expect(await readUser(t, 'kunde.admin', admin.id)).toMatchObject({
      isActive: true,
      isCustomerAdmin: true,
    });
  });
});
