import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { loginFrom, statusCounts } from './login-api.ts';

/**
 * Issue 14 item 2: the limits hold when the attempts arrive at once. On PostgreSQL they run on the
 * pool's connections side by side; a 401 means the password was checked, a 429 that it was not.
 */
describe('login limits under parallel attempts (issue 14 item 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ LOGIN_MAX_FAILURES_PER_NAME: '5', LOGIN_MAX_FAILURES_PER_ADDRESS: '30' });
  });
  afterAll(() => t.close());

  it('checks 5 of 50 wrong passwords sent at once for one name, from 50 addresses', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        loginFrom(t, `10.1.0.${index + 1}`, 'lager', `wrong-${index}`),
      ),
    );
    expect(statusCounts(statuses)).toEqual({ 401: 5, 429: 45 });
  });

  it('checks 30 of 50 wrong passwords sent at once from one address, for 50 names', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => loginFrom(t, '10.2.0.1', `nobody-${index}`, 'wrong')),
    );
    expect(statusCounts(statuses)).toEqual({ 401: 30, 429: 20 });
  });

  it('answers 100 crossing attempts (10 names × 10 addresses) with 401 or 429, 5 checked per name', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        loginFrom(t, `10.5.0.${Math.floor(index / 10)}`, `crossing-${index % 10}`, 'wrong'),
      ),
    );
    expect(statusCounts(statuses)).toEqual({ 401: 50, 429: 50 });
  });

  it('still refuses the right password for the name once its limit is used up', async () => {
    expect(await loginFrom(t, '10.3.0.1', 'lager', 'demo-pallet')).toBe(429);
  });
});
