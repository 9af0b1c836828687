import type * as Crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../helpers/test-app.ts';
import { loginFrom } from './login-api.ts';
import { makeUserInput, saveUser, userNamed } from '../user-admin/user-admin-api.ts';

// Every scrypt run's cost N, in order: the password work a login did, whatever the clock says.
const scryptCosts = vi.hoisted(() => [] as number[]);
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const scrypt = ((...args: Parameters<typeof actual.scrypt>) => {
    const options = args[3];
    scryptCosts.push(typeof options === 'object' ? (options.N ?? 0) : 0);
    return actual.scrypt(...args);
  }) as typeof actual.scrypt;
  return { ...actual, default: { ...actual, scrypt }, scrypt };
});

/**
 * Issue 14 item 4: an unknown name, a disabled account and a wrong password answer after the same
 * password work (one scrypt at the accounts' cost), so the answer's timing tells none of them apart.
 * The times themselves are measured in bench/login-timing.ts.
 */
describe('the same password work for every failed login (issue 14 item 4)', () => {
  let t: TestApp;
  let disabledLogin: string;
  const hashCost = 2 ** 12;

  beforeAll(async () => {
    // Server test files share one module cache (vitest.config.ts): the app is loaded afresh here, so its
    // password module imports the mocked node:crypto above and not the one an earlier file loaded.
    vi.resetModules();
    const { makeTestApp } = await import('../../helpers/test-app.ts');
    t = await makeTestApp({ PASSWORD_HASH_COST: '12' });
    const disabled = await t.app.db
      .selectFrom('users')
      .select('loginName')
      .where('marketId', '=', 'no')
      .where('isActive', '=', false)
      .executeTakeFirstOrThrow();
    disabledLogin = disabled.loginName;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    scryptCosts.length = 0;
  });

  it('runs one scrypt at the stored cost for a wrong password', async () => {
    expect(await loginFrom(t, '10.4.0.1', 'lager', 'wrong-password')).toBe(401);
    expect(scryptCosts).toEqual([hashCost]);
  });

  it('runs the same one scrypt for a disabled account, with the right password or a wrong one', async () => {
    expect(await loginFrom(t, '10.4.0.2', disabledLogin, 'demo-pallet')).toBe(401);
    expect(await loginFrom(t, '10.4.0.2', disabledLogin, 'wrong-password')).toBe(401);
    expect(scryptCosts).toEqual([hashCost, hashCost]);
  });

  it('runs the same one scrypt for an unknown name, the first time too', async () => {
    expect(await loginFrom(t, '10.4.0.3', 'nobody-at-all', 'demo-pallet')).toBe(401);
    expect(await loginFrom(t, '10.4.0.3', 'nobody-else', 'demo-pallet')).toBe(401);
    expect(scryptCosts).toEqual([hashCost, hashCost]);
  });

  it('saves a new user without a scrypt run, and a login to it before a password is set costs the same one', async () => {
    const admin = await userNamed(t, 'kunde.admin');
    const input = makeUserInput(admin.locationId);
    await t.tokenOf('kunde.admin'); // the admin's own login, with its scrypt, before counting
    scryptCosts.length = 0;
    const saved = await saveUser(t, 'kunde.admin', input);
    expect(saved.status).toBe(200);
    expect(scryptCosts).toEqual([]);
    expect(await loginFrom(t, '10.4.0.4', input.loginName, '')).toBe(400);
    expect(await loginFrom(t, '10.4.0.4', input.loginName, 'demo-pallet')).toBe(401);
    expect(scryptCosts).toEqual([hashCost]);
  });
});
