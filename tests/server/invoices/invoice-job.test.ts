import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeInvoicesQueue } from '../../../src/server/jobs/make-invoices.ts';
import { makeLastMonthsInvoices } from '../../../src/server/modules/invoices/make-invoices.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { eventually } from '../pallet-receipts/smtp-sink.ts';

/** The job on the app's queue (pg-boss): scheduled monthly, and a catch-up run of last month at start. */
describe('the make-invoices job (issue 18)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await makeTestApp({ JOBS: 'on' });
  });
  afterAll(() => t?.close());

  it('is scheduled on the first of each month and runs once at start', async () => {
    const schedule = await sql<{ cron: string }>`
      select cron from pgboss.schedule where name = ${makeInvoicesQueue}`.execute(t.app.db);
    expect(schedule.rows).toEqual([{ cron: '15 2 1 * *' }]);
    const completed = async () => {
      const result = await sql<{ n: number }>`
        select count(*)::int as n from pgboss.job
        where name = ${makeInvoicesQueue} and state = 'completed'`.execute(t.app.db);
      return (result.rows[0]?.n ?? 0) > 0;
    };
    expect(await eventually(completed, 30_000)).toBe(true);
    // Last month is invoiced by then: running it again makes nothing.
    const again = await makeLastMonthsInvoices(t.app.db, new Date());
    expect(again.every((run) => run.invoices === 0 && run.lines === 0)).toBe(true);
  });
});
