import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../src/domain/calendar/calendar-date.ts';
import { holidayDates } from '../../../src/domain/calendar/public-holidays.ts';
import {
  scheduleHorizonDays,
  scheduleOccurrences,
  type OrderSchedule,
} from '../../../src/domain/orders/order-schedule.ts';
import { buildApp } from '../../../src/server/app.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { rowsAs } from '../orders/order-api.ts';
import { schedulesAs } from './schedule-api.ts';

/** Asks `probe` every 250 ms until it answers true, for at most `timeoutMs`. */
async function eventually(probe: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const completedRuns = async (t: TestApp) => {
  const result = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.job
    where name = 'create-scheduled-orders' and state = 'completed'`.execute(t.app.db);
  return result.rows[0]?.n ?? 0;
};

describe('the job queue creates the due orders by itself (issue 4 item 5, ARCHITECTURE.md: pg-boss)', () => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  let expected: string[];

  beforeAll(async () => {
    t = await makeTestApp({ JOBS: 'on' });
    // The demo data's weekly order at Lillehammer: what is due from today, on the days the market is open.
    const demo = (await schedulesAs(t, 'kunde.admin', { transactionTypeId: 'TO' })).find(
      (schedule: OrderSchedule) => schedule.reference === 'Fast bestilling',
    )!;
    const now = new Date();
    const today = isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
    const until = addDays(today, scheduleHorizonDays);
    const closed = holidayDates('NOR', [Number(today.slice(0, 4)), Number(until.slice(0, 4))]);
    expected = scheduleOccurrences(demo, today, until).filter((date) => !closed.has(date));
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const demoOrderDates = async () =>
    (await rowsAs(t, 'kunde.admin', { term: 'Fast bestilling', transactionStatus: '1' })).items
      .filter((row) => row.reference === 'Fast bestilling')
      .map((row) => row.dateSend)
      .sort();

  it('runs once at start: the demo schedule’s due orders appear as Ordered orders', async () => {
    expect(expected.length).toBeGreaterThan(0);
    const appeared = await eventually(async () => (await demoOrderDates()).length >= expected.length);
    expect(appeared).toBe(true);
    expect(await demoOrderDates()).toEqual(expected);
  });

  it('makes no duplicate when a second process starts on the same database and runs the job again', async () => {
    const before = await completedRuns(t);
    second = await buildApp(t.config, { database: t.app.database });
    expect(await eventually(async () => (await completedRuns(t)) > before)).toBe(true);
    expect(await demoOrderDates()).toEqual(expected);
  });
});
