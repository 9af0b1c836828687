import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface Status {
  customer: { id: number };
  location: { id: number };
  user: { id: number; loginName: string };
  loginUser: { id: number; loginName: string };
  isImpersonating: boolean;
}
interface ListedLocation {
  id: number;
  customerId: number;
  typeId: string;
  statusId: number;
}
interface ListedUser {
  id: number;
  loginName: string;
  locationId: number;
}

describe('POST status, the user switch (spec §6)', () => {
  let t: TestApp;
  let admin: Status;
  let retail: Status;
  let provider: Status;

  const status = async (login: string) => (await t.callAs<Status>(login, 'GET', 'Status')).body.data!;
  const switchTo = (login: string, body: Record<string, number>) =>
    t.callAs<Status>(login, 'POST', 'status', { body });

  beforeAll(async () => {
    t = await makeTestApp();
    admin = await status('kunde.admin');
    retail = await status('butikk');
    provider = await status('global');
  });
  afterAll(() => t.close());

  it('lets a global admin choose any customer, and go back to the login user', async () => {
    const switched = await switchTo('global', { customerId: admin.customer.id });
    expect(switched.status).toBe(200);
    expect(switched.body.data?.customer.id).toBe(admin.customer.id);
    expect(switched.body.data?.loginUser.loginName).toBe('global');
    expect((await status('global')).customer.id).toBe(admin.customer.id);

    const back = await switchTo('global', {
      customerId: provider.customer.id,
      locationId: provider.location.id,
      userId: provider.loginUser.id,
    });
    expect(back.status).toBe(200);
    expect(back.body.data?.customer.id).toBe(provider.customer.id);
    expect(back.body.data?.isImpersonating).toBe(false);
  });

  it('lets a global admin who is provider staff act as a user of another customer', async () => {
    const switched = await switchTo('global', {
      customerId: admin.customer.id,
      locationId: admin.location.id,
      userId: admin.user.id,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data?.user.loginName).toBe('kunde.admin');
    expect(switched.body.data?.loginUser.loginName).toBe('global');
    expect(switched.body.data?.isImpersonating).toBe(true);
    // Rights still come from the login user: the impersonated session can switch back.
    const back = await switchTo('global', {
      customerId: provider.customer.id,
      userId: provider.loginUser.id,
    });
    expect(back.body.data?.user.loginName).toBe('global');
  });

  it('refuses another customer to anyone but a global admin (403)', async () => {
    const answer = await switchTo('kunde.admin', { customerId: retail.customer.id });
    expect(answer.status).toBe(403);
    expect((await status('kunde.admin')).customer.id).toBe(admin.customer.id);
  });

  it('lets a customer admin switch among their customer’s locations', async () => {
    const listed = await t.callAs<ListedLocation[]>('kunde.admin', 'GET', 'Locations', {
      query: { customerId: String(admin.customer.id), canSwitch: 'true' },
    });
    expect(listed.status).toBe(200);
    const other = listed.body.data!.find((location) => location.id !== admin.location.id);
    expect(other).toBeDefined();
    const switched = await switchTo('kunde.admin', { customerId: admin.customer.id, locationId: other!.id });
    expect(switched.status).toBe(200);
    expect(switched.body.data?.location.id).toBe(other!.id);
    await switchTo('kunde.admin', { customerId: admin.customer.id, locationId: admin.location.id });
  });

  it("refuses a location of another customer (404) and a user who is not one's own (403/404)", async () => {
    const foreign = await switchTo('kunde.admin', {
      customerId: admin.customer.id,
      locationId: retail.location.id,
    });
    expect(foreign.status).toBe(404);
    const foreignUser = await switchTo('kunde.admin', {
      customerId: admin.customer.id,
      userId: retail.user.id,
    });
    expect(foreignUser.status).toBe(404);
  });

  it('refuses a plain user with one location any other location or user', async () => {
    const locations = await t.callAs<ListedLocation[]>('butikk', 'GET', 'Locations', {
      query: { canSwitch: 'true', customerId: String(retail.customer.id) },
    });
    expect(locations.body.data?.map((location) => location.id)).toEqual([retail.location.id]);
    expect(
      (await t.callAs('butikk', 'GET', 'Users', { query: { customerId: String(retail.customer.id) } }))
        .status,
    ).toBe(403);
  });

  it('lists for a customer admin only the users they may act as, and lets them act as one', async () => {
    const users = await t.callAs<ListedUser[]>('kunde.admin', 'GET', 'Users', {
      query: {
        customerId: String(admin.customer.id),
        locationId: String(admin.location.id),
        isActive: 'true',
      },
    });
    expect(users.status).toBe(200);
    const others = users.body.data!.filter((user) => user.id !== admin.user.id);
    expect(others.length).toBeGreaterThan(0);
    for (const user of others) expect(user.locationId).toBe(admin.location.id);

    const target = others[0]!;
    const switched = await switchTo('kunde.admin', { customerId: admin.customer.id, userId: target.id });
    expect(switched.status).toBe(200);
    expect(switched.body.data?.user.id).toBe(target.id);
    expect(switched.body.data?.loginUser.id).toBe(admin.user.id);
    await switchTo('kunde.admin', { customerId: admin.customer.id, userId: admin.user.id });
  });

  it('refuses a bad payload with 400 naming the field', async () => {
    const answer = await switchTo('kunde.admin', { customerId: -1 } as Record<string, number>);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('customerId');
  });
});
