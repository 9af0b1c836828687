import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { forgot, resetMailsTo, userNamed } from './password-api.ts';

const tooMany = {
  status: 429,
  body: {
    error: {
      message: 'Too many requests, try again later',
      type: 'TooManyRequests',
      code: 'TooManyRequests',
    },
  },
};

describe('POST ForgotPassword limits per client address and per account (issue 16 item 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({
      ACCOUNT_REQUESTS_PER_ADDRESS: '10',
      ACCOUNT_REQUESTS_PER_IDENTIFIER: '3',
      ACCOUNT_REQUEST_WINDOW_MINUTES: '15',
      FORGOT_PASSWORD_ANSWER_MS: '0',
    });
  });
  afterAll(() => t.close());

  it('answers 429 TooManyRequests after 3 requests for one login name or e-mail address, from any addresses', async () => {
    const user = await userNamed(t, 'rapport');
    const statuses = [];
    for (let index = 1; index <= 5; index++) {
      statuses.push(
        (await forgot(t, index % 2 ? 'rapport' : user.email, { address: `10.20.0.${index}` })).status,
      );
    }
    // The login name and the e-mail address are counted apart: each is what was typed.
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect((await forgot(t, 'RAPPORT', { address: '10.20.0.9' })).body).toEqual(tooMany.body);
    expect(await resetMailsTo(t, user.email)).toHaveLength(5);
  });

  it('refuses a missing account at its limit exactly as an existing one', async () => {
    const answers = [];
    for (let index = 1; index <= 4; index++) {
      answers.push(await forgot(t, 'nobody-here', { address: `10.21.0.${index}` }));
    }
    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[3]).toEqual(tooMany);
  });

  it('answers 429 after 10 requests from one address, for any names, existing or not', async () => {
    const answers = [];
    for (let index = 1; index <= 12; index++) {
      answers.push(await forgot(t, index === 11 ? 'lager' : `someone-${index}`, { address: '10.22.0.1' }));
    }
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.slice(10)).toEqual([tooMany, tooMany]);
    expect((await forgot(t, 'someone-1', { address: '10.22.0.2' })).status).toBe(200);
  });

  it('lets exactly 3 of 20 parallel requests for one account through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        forgot(t, 'parallel-name', { address: `10.23.0.${index + 1}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });

  it('counts a request again once its window has passed, and prunes the old attempts', async () => {
    await t.app.db
      .updateTable('accountRequestAttempts')
      .set({ attemptedAt: sql<Date>`now() - interval '16 minutes'` })
      .execute();
    expect((await forgot(t, 'nobody-here', { address: '10.22.0.1' })).status).toBe(200);
    const left = await t.app.db.selectFrom('accountRequestAttempts').select('throttleKey').execute();
    expect(left).toHaveLength(2);
  });
});
