import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { userNamed } from '../user-admin/user-admin-api.ts';

/** Refused calls cannot flood the audit log, and no entry keeps a control character. */
describe('the audit log under a flood of refused calls', () => {
  let t: TestApp;
  let lastDemoEntry = 0;
  beforeAll(async () => {
    t = await makeTestApp();
    const last = await t.app.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    lastDemoEntry = Number(last.id ?? 0);
  });
  afterAll(() => t.close());

  /** The user's refusals this file made (the demo log has older ones). */
  const forbiddenEntries = (userId: number) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['id', 'subject', 'details', 'requestId'])
      .where('type', '=', 'forbidden')
      .where('userId', '=', userId)
      .where('id', '>', lastDemoEntry)
      .orderBy('id')
      .execute();

  it('counts 40 refusals of one user and call in one entry a minute, not 40 rows', async () => {
    const butikk = await userNamed(t, 'butikk');
    await t.tokenOf('butikk');
    const answers = await Promise.all(Array.from({ length: 40 }, () => t.callAs('butikk', 'GET', 'caches')));
    expect(answers.every((answer) => answer.status === 403)).toBe(true);
    const entries = await forbiddenEntries(butikk.id);
    // Two entries only when the burst crossed a minute's boundary.
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.length).toBeLessThanOrEqual(2);
    const counts = entries.map((entry) => (entry.details as { count: number }).count);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(entries[0]).toMatchObject({ subject: 'GET /api/no/caches' });
    expect(entries[0]!.details).toMatchObject({ route: '/api/:market/caches' });
  });

  it('keeps another call of the same user in an entry of its own', async () => {
    const rapport = await userNamed(t, 'rapport');
    expect((await t.callAs('rapport', 'GET', 'caches')).status).toBe(403);
    expect((await t.callAs('rapport', 'GET', 'auditLog')).status).toBe(403);
    const subjects = (await forbiddenEntries(rapport.id)).map((entry) => entry.subject);
    expect(subjects.sort()).toEqual(['GET /api/no/auditLog', 'GET /api/no/caches']);
  });

  it('strips control characters from what a client sent, keeping the lines of a stack trace', async () => {
    const answer = await t.callAs('lager', 'POST', 'clientErrors', {
      body: {
        entries: [
          {
            kind: 'alerts',
            message: 'boom\r\n\u001b[31mFAKE ENTRY\u0000\u0085',
            stack: 'Error: boom\n    at one (app.js:1:1)\u001b[0m',
            path: '/app/home',
            appVersion: '1.0.42',
          },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const entry = await t.app.db
      .selectFrom('auditLog')
      .select(['subject', 'details'])
      .where('type', '=', 'clientError')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.subject).toBe('alerts: boom[31mFAKE ENTRY');
    expect(entry.details).toMatchObject({
      message: 'boom\n[31mFAKE ENTRY',
      stack: 'Error: boom\n    at one (app.js:1:1)[0m',
    });
  });
});
