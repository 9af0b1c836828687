import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf } from '../orders/order-api.ts';

type ErrorBody = { message: string; type: string; code?: string };

describe('refusals carry the stable code of their message (issue 15 item 5; spec §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  const errorOf = (answer: { body: { error?: unknown } }) => answer.body.error as ErrorBody;

  it('answers an unknown order with its type and the code OrderNotFound', async () => {
    const answer = await t.callAs('kunde.admin', 'GET', 'order', { query: { id: '987654' } });
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toEqual({ message: 'Order not found', type: 'NotFound', code: 'OrderNotFound' });
  });

  it('codes a forbidden read and a failed login by their messages', async () => {
    const admin = await actorOf(t, 'kunde.admin');
    const stock = await t.callAs('butikk', 'GET', 'stockDetails', {
      query: { locationId: String(admin.location.id) },
    });
    expect(stock.status).toBe(403);
    expect(errorOf(stock)).toMatchObject({ type: 'Forbidden', code: 'MayNotSeeStock' });
    const login = await t.callAs(null, 'POST', 'Login', {
      body: { userLoginName: 'butikk', password: 'wrong' },
    });
    expect(errorOf(login)).toMatchObject({ type: 'LoginFailed', code: 'LoginFailed' });
  });

  it('sends no code with a message the catalogue does not hold', async () => {
    const answer = await t.callAs('kunde.admin', 'GET', 'noSuchCall');
    expect(answer.status).toBe(404);
    expect(errorOf(answer).code).toBeUndefined();
  });
});
