import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface Message {
  title: string;
  text: string;
  language: string;
}
interface Alert {
  id: number;
  source: string;
  title: string;
  data: { read: boolean; mustRead: boolean };
}

describe('GET Messages and GET Alerts (spec §3, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('answers the login welcome messages without a session, in the asked language', async () => {
    for (const language of ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'en-US']) {
      const answer = await t.callAs<Message[]>(null, 'GET', 'Messages', {
        query: { type: 'Login', anonymous: 'true', language },
      });
      expect(answer.status, language).toBe(200);
      expect(answer.body.data!.length, language).toBeGreaterThan(0);
      expect(answer.body.data!.every((message) => message.language === language)).toBe(true);
      expect(answer.body.data![0]!.title).toBeTruthy();
    }
  });

  it('needs a session for other message types', async () => {
    expect((await t.callAs(null, 'GET', 'Messages', { query: { type: 'Messages' } })).status).toBe(401);
    expect((await t.callAs('butikk', 'GET', 'Messages', { query: { type: 'Messages' } })).status).toBe(200);
  });

  it('refuses an unknown message type with 400', async () => {
    const answer = await t.callAs(null, 'GET', 'Messages', { query: { type: 'Gossip' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('type');
  });

  it('answers alerts with data.read and data.mustRead, including must-read ones for a customer', async () => {
    const answer = await t.callAs<Alert[]>('kunde.admin', 'GET', 'Alerts');
    expect(answer.status).toBe(200);
    expect(answer.body.data!.length).toBeGreaterThan(0);
    for (const alert of answer.body.data!) {
      expect(['Support', 'Message', 'Order', 'Invoice', 'Log']).toContain(alert.source);
      expect(alert.data).toEqual({ read: expect.any(Boolean), mustRead: expect.any(Boolean) });
    }
    expect(answer.body.data!.some((alert) => alert.data.mustRead && !alert.data.read)).toBe(true);
  });

  it("does not show one customer's alerts to another customer", async () => {
    const admin = (await t.callAs<Alert[]>('kunde.admin', 'GET', 'Alerts')).body.data!;
    const retail = (await t.callAs<Alert[]>('butikk', 'GET', 'Alerts')).body.data!;
    const mustReadIds = admin.filter((alert) => alert.data.mustRead).map((alert) => alert.id);
    for (const alert of retail) expect(mustReadIds).not.toContain(alert.id);
  });
});
