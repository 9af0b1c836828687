import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSchedule } from '../../../src/domain/orders/order-schedule.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf } from '../orders/draft-api.ts';
import { actorOf } from '../orders/order-api.ts';
import { makeSchedule } from '../order-schedules/schedule-api.ts';
import { isReplay, newKey, postWithKey } from './idempotency-api.ts';

/**
 * A schedule saved with a key asks pg-boss for a run only after the commit, so the job finds the
 * schedule; on PGlite the queue shares the one connection and asking inside the transaction would wait
 * for it forever.
 */
describe('work after the commit of a keyed mutation (issue 5 item 4, pg-boss)', () => {
  let t: TestApp;
  /** For each request for a job run: the schedules committed at that moment. */
  const committedAtRequest: number[][] = [];

  beforeAll(async () => {
    t = await makeTestApp({ JOBS: 'on' });
    const jobs = t.app.jobs!;
    const request = jobs.requestScheduledOrders.bind(jobs);
    jobs.requestScheduledOrders = async () => {
      const rows = await t.app.database.db.selectFrom('orderSchedules').select('id').execute();
      committedAtRequest.push(rows.map((row) => row.id));
      await request();
    };
  });
  afterAll(() => t.close());

  it('saves a schedule under a key, asks for the job run after the commit, and replays without asking', async () => {
    const [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
    const available = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    const body = makeSchedule({ locationIdFrom: dock.location.id, lines: [lineOf(available, 10)] });
    const key = newKey();

    const first = await postWithKey<OrderSchedule>(t, 'kunde.admin', 'orderSchedule', body, key);
    expect(first.status, JSON.stringify(first.body.error)).toBe(200);
    expect(committedAtRequest).toHaveLength(1);
    expect(committedAtRequest[0]).toContain(first.body.data!.id);

    const again = await postWithKey<OrderSchedule>(t, 'kunde.admin', 'orderSchedule', body, key);
    expect(isReplay(again)).toBe(true);
    expect(again.response.body).toBe(first.response.body);
    expect(committedAtRequest).toHaveLength(1);
  });
});
