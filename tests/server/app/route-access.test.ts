import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessCheck } from '../../../src/server/http/access.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('every route says who may call it (STYLE.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('refuses to register an API route without config.access', async () => {
    const app = Fastify();
    const registering = app.register(async (api) => {
      registerAccessCheck(api, async () => null);
      api.get('/unguarded', async () => 'open');
    });
    await expect(registering).rejects.toThrow(/does not say who may call it/);
  });

  it('lists the session calls of spec §7', () => {
    const calls = t.app.apiRoutes.map((route) => `${route.method} ${route.url.replace('/api/:market/', '')}`);
    for (const call of [
      'POST Login',
      'POST logout',
      'GET Status',
      'GET Language',
      'POST Language',
      'GET Messages',
      'POST Actions',
      'POST status',
      'GET webtaskUsers',
      'GET location',
      'GET Customers',
      'GET Locations',
      'GET Users',
      'GET user',
      'POST user',
      'POST userPassword',
      'GET Alerts',
    ]) {
      expect(calls).toContain(call);
    }
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = t.app.apiRoutes.filter((route) => route.access !== 'public' && route.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: route.url.replace(':market', 'no'),
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.type).toBe('UnauthorizedAccess');
    }
  });
});
