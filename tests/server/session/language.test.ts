import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('GET and POST Language (spec §1, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it("answers the user's stored language", async () => {
    const answer = await t.callAs('butikk', 'GET', 'Language');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ language: 'nb-NO' });
  });

  it('stores a new language for the session and the user', async () => {
    const saved = await t.callAs('butikk', 'POST', 'Language', { body: { language: 'sv-SE' } });
    expect(saved.status).toBe(200);
    expect((await t.callAs('butikk', 'GET', 'Language')).body.data).toEqual({ language: 'sv-SE' });
    const status = await t.callAs<{ language: string; user: { language: string } }>(
      'butikk',
      'GET',
      'Status',
    );
    expect(status.body.data?.language).toBe('sv-SE');
    expect(status.body.data?.user.language).toBe('sv-SE');
  });

  it('refuses a language outside the five locales with 400 naming the field', async () => {
    const answer = await t.callAs('butikk', 'POST', 'Language', { body: { language: 'de-DE' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('language');
    expect((await t.callAs('butikk', 'GET', 'Language')).body.data).toEqual({ language: 'sv-SE' });
  });

  it('needs a session', async () => {
    expect((await t.callAs(null, 'POST', 'Language', { body: { language: 'en-US' } })).status).toBe(401);
  });
});
