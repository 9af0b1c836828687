import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

const token = 'metrics-token-for-tests-0123';

/** The value of one series of the scrape, by its name and labels as the text format writes them. */
function valueOf(scrape: string, series: string): number {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics: Prometheus text, for the operator only', () => {
  let t: TestApp;
  const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  beforeAll(async () => {
    t = await makeTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('counts requests by route pattern, method and status, and times them in a histogram', async () => {
    const ordersOk = 'route="/api/:market/Orders",method="GET",status="200"';
    const before = (await scrape()).body;
    for (let call = 0; call < 3; call += 1) {
      expect((await t.callAs('kunde.admin', 'GET', 'Orders', { query: { count: '5' } })).status).toBe(200);
    }
    const after = (await scrape()).body;
    expect(valueOf(after, `portal_http_requests_total{${ordersOk}}`)).toBe(
      valueOf(before, `portal_http_requests_total{${ordersOk}}`) + 3,
    );
    expect(valueOf(after, `portal_http_request_duration_seconds_count{${ordersOk}}`)).toBe(
      valueOf(before, `portal_http_request_duration_seconds_count{${ordersOk}}`) + 3,
    );
    expect(valueOf(after, `portal_http_request_duration_seconds_bucket{le="+Inf",${ordersOk}}`)).toBe(
      valueOf(before, `portal_http_request_duration_seconds_bucket{le="+Inf",${ordersOk}}`) + 3,
    );
    expect(valueOf(after, `portal_http_request_duration_seconds_sum{${ordersOk}}`)).toBeGreaterThan(
      valueOf(before, `portal_http_request_duration_seconds_sum{${ordersOk}}`),
    );
    // The pattern, never the path: an order's id makes no series of its own.
    expect(after).not.toMatch(/route="\/api\/no\//);
  });

  it('counts failed logins, and reads the e-mail queue and the process from the scrape', async () => {
    const before = valueOf((await scrape()).body, 'portal_login_failures_total');
    for (const password of ['wrong-1', 'wrong-2']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/no/Login',
        payload: { userLoginName: 'lager', password },
        remoteAddress: '10.20.0.1',
      });
      expect(answer.statusCode).toBe(401);
    }
    const after = (await scrape()).body;
    expect(valueOf(after, 'portal_login_failures_total')).toBe(before + 2);
    const queued = await t.app.db
      .selectFrom('emailArchive')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    expect(valueOf(after, 'portal_emails{status="queued"}')).toBe(Number(queued.count));
    expect(after).toContain('process_cpu_user_seconds_total');
    expect(after).toContain('portal_db_pool_connections{state="in_use"}');
  });

  it('answers the token from anywhere and loopback without one; anyone else gets 403', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({}, '10.9.8.7')).statusCode).toBe(403);
    expect((await scrape({ authorization: `Bearer ${token}` }, '10.9.8.7')).statusCode).toBe(200);
    expect((await scrape({ authorization: `Bearer ${token}x` }, '10.9.8.7')).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong' }, '10.9.8.7')).statusCode).toBe(403);
    // Forwarded by a proxy the portal does not trust: the proxy's loopback address lets nobody in.
    expect((await scrape({ 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(403);
  });
});

describe('METRICS_ALLOW: the addresses and ranges allowed without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ METRICS_ALLOW: '10.0.0.0/8,192.0.2.7' });
  });
  afterAll(() => t.close());

  it('allows the listed range and address, and no longer loopback', async () => {
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
    expect((await from('10.250.1.2')).statusCode).toBe(200);
    expect((await from('192.0.2.7')).statusCode).toBe(200);
    expect((await from('192.0.2.8')).statusCode).toBe(403);
    expect((await from('127.0.0.1')).statusCode).toBe(403);
  });
});
