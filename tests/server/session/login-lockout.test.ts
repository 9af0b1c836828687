import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { loginFrom } from './login-api.ts';

/**
 * Issue 14 item 3: a stranger's wrong passwords must not lock the real user out. From an address where
 * the name has logged in before, the name's limit (5 in 15 minutes) counts only the failures made from
 * there; from any other address it counts them all.
 */
describe('the per-name login limit and known addresses (issue 14 item 3)', () => {
  let t: TestApp;
  const office = '10.20.0.5';
  const guesser = '203.0.113.66';
  const wrongFrom = async (address: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt++) {
      expect(await loginFrom(t, address, 'lager', `guess-${attempt}`)).toBe(401);
    }
  };

  beforeAll(async () => {
    t = await makeTestApp({ LOGIN_MAX_FAILURES_PER_NAME: '5', LOGIN_MAX_FAILURES_PER_ADDRESS: '30' });
    expect(await loginFrom(t, office, 'lager', 'demo-pallet')).toBe(200);
  });
  afterAll(() => t.close());

  it("lets the user in from an address they logged in from before, after a stranger used up the name's limit", async () => {
    await wrongFrom(guesser, 5);
    expect(await loginFrom(t, guesser, 'lager', 'demo-pallet')).toBe(429);
    expect(await loginFrom(t, office, 'lager', 'demo-pallet')).toBe(200);
  });

  it('keeps the name locked for every address it has not logged in from', async () => {
    expect(await loginFrom(t, '198.51.100.7', 'lager', 'demo-pallet')).toBe(429);
    // The user's login from the office gave the guesser no fresh allowance.
    expect(await loginFrom(t, guesser, 'lager', 'guess-again')).toBe(429);
  });

  it('still limits wrong passwords from a known address, counting only those made there', async () => {
    await wrongFrom(office, 5);
    expect(await loginFrom(t, office, 'lager', 'demo-pallet')).toBe(429);
  });

  it("forgets the user's own failures from an address once they get the password right", async () => {
    const home = '10.30.0.9';
    expect(await loginFrom(t, home, 'butikk', 'demo-pallet')).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        expect(await loginFrom(t, home, 'butikk', `typo-${attempt}`)).toBe(401);
      }
      expect(await loginFrom(t, home, 'butikk', 'demo-pallet')).toBe(200);
    }
  });
});
