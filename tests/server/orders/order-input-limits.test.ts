import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { listAs } from './order-api.ts';

describe('the order list refuses input PostgreSQL cannot take with 400, never 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('refuses a send date in year 0 (PostgreSQL has no year 0)', async () => {
    const answer = await listAs(t, 'butikk', { sendLower: '0000-01-01' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('sendLower');
  });

  it('refuses more than 1000 ids in one call', async () => {
    const ids = Array.from({ length: 1001 }, (_, index) => String(index + 1)).join(',');
    const answer = await listAs(t, 'butikk', { ids });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('ids');
  });
});
