import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraftLine } from '../../../src/domain/orders/order-draft.ts';
import { demoPassword } from '../../../src/server/db/seed/demo-accounts.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf, makeDraft } from '../orders/draft-api.ts';

interface Status {
  customer: { id: number };
  location: { id: number };
  user: { id: number; loginName: string };
  loginUser: { id: number; loginName: string };
  isImpersonating: boolean;
}

describe('an admin acting as a user who is then disabled (issue 14 item 9; spec §6 user switch)', () => {
  let t: TestApp;
  let target: { id: number; customerId: number };
  let providerId: number;
  let line: OrderDraftLine;

  const freshLogin = async () => {
    const answer = await t.callAs<{ token: string }>(null, 'POST', 'Login', {
      body: { userLoginName: 'global', password: demoPassword },
    });
    return answer.body.data!.token;
  };
  const ordersBy = async (userId: number) => {
    const row = await t.app.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('createdBy', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await makeTestApp();
    target = await t.app.db
      .selectFrom('users')
      .select(['id', 'customerId'])
      .where('loginName', '=', 'ingrid.berg')
      .executeTakeFirstOrThrow();
    const provider = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('name', '=', 'Nordpall Alnabru')
      .executeTakeFirstOrThrow();
    providerId = provider.id;
    const admin = (await t.callAs<Status>('kunde.admin', 'GET', 'Status')).body.data!;
    line = lineOf(await choiceAt(t, 'kunde.admin', admin.location.id, 'available'), 5);
  });
  afterAll(() => t.close());

  it('writes as the user while they are active, and not one request after they are disabled', async () => {
    const token = await freshLogin();
    const switched = await t.callAs<Status>(null, 'POST', 'status', {
      token,
      body: { customerId: target.customerId, userId: target.id },
    });
    expect(switched.body.data).toMatchObject({ user: { id: target.id }, isImpersonating: true });
    const draft = makeDraft({ locationIdFrom: providerId, lines: [line] });
    const before = await ordersBy(target.id);
    expect((await t.callAs(null, 'POST', 'order', { token, body: draft })).status).toBe(200);
    expect(await ordersBy(target.id)).toBe(before + 1);

    await t.app.db.updateTable('users').set({ isActive: false }).where('id', '=', target.id).execute();
    const refused = await t.callAs(null, 'POST', 'order', { token, body: draft });
    expect(refused.status).toBe(401);
    expect(refused.body.error?.type).toBe('UnauthorizedAccess');
    expect(await ordersBy(target.id)).toBe(before + 1);
    // The session has ended: the token no longer reads or writes, even once the user is active again.
    await t.app.db.updateTable('users').set({ isActive: true }).where('id', '=', target.id).execute();
    expect((await t.callAs(null, 'GET', 'Status', { token })).status).toBe(401);
  });

  it('lets the admin log in again and act as themselves', async () => {
    const token = await freshLogin();
    const status = await t.callAs<Status>(null, 'GET', 'Status', { token });
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ user: { loginName: 'global' }, isImpersonating: false });
  });
});
