import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { statusCounts } from '../session/login-api.ts';

/**
 * POST userPassword checks the old password under the login limits (issue 14 item 2): the check and the
 * record of a failure are one step, so parallel guesses are checked no more often than the limit.
 */
describe('guessing the old password at a password change is limited like a login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('checks 5 of 50 parallel wrong old passwords and refuses the rest with 429', async () => {
    const token = await t.tokenOf('butikk');
    const { id } = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('loginName', '=', 'butikk')
      .executeTakeFirstOrThrow();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/no/userPassword',
          headers: { authorization: `Bearer ${token}` },
          payload: { userId: id, oldPassword: `wrong-${index}`, newPassword: 'a-new-password' },
        });
        return response.statusCode;
      }),
    );
    expect(statusCounts(statuses)).toEqual({ 400: 5, 429: 45 });
    const right = await t.callAs('butikk', 'POST', 'userPassword', {
      body: { userId: id, oldPassword: 'demo-pallet', newPassword: 'a-new-password' },
    });
    expect(right.status).toBe(429);
  });

  it('counts a wrong old password sent under an Idempotency-Key too (its 400 rolls back the request)', async () => {
    const token = await t.tokenOf('lager');
    const { id } = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('loginName', '=', 'lager')
      .executeTakeFirstOrThrow();
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/no/userPassword',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `password-guess-${index}` },
        payload: { userId: id, oldPassword: `wrong-${index}`, newPassword: 'a-new-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });
});
