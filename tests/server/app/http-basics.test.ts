import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('the server outside the API calls (issue 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz after checking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '1.0.42' });
  });

  it('serves /version.json uncached for the version check (spec §4, §7)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/version.json?t=123' });
    expect(response.json()).toEqual({ version: '1.0.42' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the API reference under /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/{market}/Login');
  });

  it('refuses an unknown market with 404', async () => {
    const answer = await t.callAs(null, 'GET', 'Messages', { market: 'xx' });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.message).toContain("Unknown market 'xx'");
  });

  it.each(['no', 'se', 'dk', 'fi', 'swa'])('serves the API for market %s', async (market) => {
    const answer = await t.callAs(null, 'GET', 'Messages', { market, query: { type: 'Login' } });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body.data)).toBe(true);
  });

  it('matches call names case-insensitively (ARCHITECTURE.md)', async () => {
    const lower = await t.callAs(null, 'GET', 'messages', { query: { type: 'Login' } });
    const upper = await t.callAs(null, 'GET', 'MESSAGES', { query: { type: 'Login' } });
    expect(lower.status).toBe(200);
    expect(upper.body).toEqual(lower.body);
  });

  it('answers an unknown call with a JSON 404, not the app', async () => {
    const answer = await t.callAs(null, 'GET', 'NoSuchCall');
    expect(answer.status).toBe(404);
    expect(answer.body.error?.type).toBe('NotFound');
  });

  it('answers an id beyond the database integer range with 400, never 500', async () => {
    const answer = await t.callAs('global', 'POST', 'status', { body: { customerId: 3_000_000_000 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('customerId');
    const query = await t.callAs('global', 'GET', 'user', { query: { id: '3000000000' } });
    expect(query.status).toBe(400);
  });

  it('answers a text PostgreSQL cannot store (a NUL character) with 400, never 500', async () => {
    const answer = await t.callAs(null, 'POST', 'Login', {
      body: { userLoginName: 'a\u0000b', password: 'x' },
    });
    expect(answer.status).toBe(400);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userLoginName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBeTruthy();
  });
});
