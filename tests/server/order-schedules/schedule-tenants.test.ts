import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf } from '../orders/draft-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { makeSchedule, saveScheduleAs, savedScheduleAs, scheduleAs, schedulesAs } from './schedule-api.ts';

describe('who sees and changes a schedule (issue 4 item 5, ARCHITECTURE.md: every row)', () => {
  let t: TestApp;
  let admin: Actor;
  let hamar: Actor;
  let dock: Actor;
  let lillehammerId: number;
  let hamarId: number;

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, hamar, dock] = await Promise.all([
      actorOf(t, 'kunde.admin'),
      actorOf(t, 'lars.johansen'),
      actorOf(t, 'lager'),
    ]);
    const atLillehammer = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    const atHamar = await choiceAt(t, 'lars.johansen', hamar.location.id, 'available');
    lillehammerId = (
      await savedScheduleAs(
        t,
        'kunde.admin',
        makeSchedule({ locationIdFrom: dock.location.id, lines: [lineOf(atLillehammer)] }),
      )
    ).id;
    hamarId = (
      await savedScheduleAs(
        t,
        'lars.johansen',
        makeSchedule({ locationIdFrom: dock.location.id, lines: [lineOf(atHamar)], reference: 'Hamar' }),
      )
    ).id;
  });
  afterAll(() => t.close());

  it('lists the schedules of the acting location only', async () => {
    const ids = (await schedulesAs(t, 'kunde.admin')).map((row) => row.id);
    expect(ids).toContain(lillehammerId);
    expect(ids).not.toContain(hamarId);
    expect((await schedulesAs(t, 'lars.johansen')).map((row) => row.id)).toEqual([hamarId]);
  });

  it("shows a customer admin any location's schedule of the customer, and keeps it there on a change", async () => {
    const seen = await scheduleAs(t, 'kunde.admin', hamarId);
    expect(seen.status).toBe(200);
    const changed = await savedScheduleAs(
      t,
      'kunde.admin',
      makeSchedule({
        id: hamarId,
        version: seen.body.data!.version,
        locationIdFrom: dock.location.id,
        lines: seen.body.data!.lines,
        intervalWeeks: 2,
      }),
    );
    expect(changed).toMatchObject({ locationIdTo: hamar.location.id, intervalWeeks: 2 });
  });

  it('shows a user without customer-level rights only their own locations’ schedules (404 otherwise)', async () => {
    expect((await scheduleAs(t, 'lars.johansen', lillehammerId)).status).toBe(404);
    expect(
      (await t.callAs('lars.johansen', 'GET', 'ScheduleOrderFill', { query: { id: String(lillehammerId) } }))
        .status,
    ).toBe(404);
    // A plain user at Lillehammer sees the schedule of their location.
    expect((await scheduleAs(t, 'ingrid.berg', lillehammerId)).status).toBe(200);
  });

  it("answers another customer's schedule with 404 for every call, whatever the body says", async () => {
    for (const login of ['butikk', 'lager']) {
      expect((await scheduleAs(t, login, lillehammerId)).status).toBe(404);
      const query = { id: String(lillehammerId) };
      expect((await t.callAs(login, 'GET', 'ScheduleOrderFill', { query })).status).toBe(404);
      const body = { id: lillehammerId, version: 1 };
      expect((await t.callAs(login, 'POST', 'deleteOrderSchedule', { body })).status).toBe(404);
      expect((await schedulesAs(t, login)).map((row) => row.id)).not.toContain(lillehammerId);
    }
    const line = (await scheduleAs(t, 'kunde.admin', lillehammerId)).body.data!.lines[0]!;
    const takeover = await saveScheduleAs(
      t,
      'butikk',
      makeSchedule({ id: lillehammerId, version: 1, locationIdFrom: dock.location.id, lines: [line] }),
    );
    expect(takeover.status).toBe(404);
    expect((await scheduleAs(t, 'kunde.admin', lillehammerId)).body.data?.version).toBe(1);
  });

  it('refuses schedules to a user without the ORDER or DISPATCH task, or at a provider location (403, spec §2)', async () => {
    const choice = await choiceAt(t, 'lager', dock.location.id, 'available');
    for (const type of ['TO', 'HE']) {
      const answer = await saveScheduleAs(
        t,
        'lager',
        makeSchedule({ transactionTypeId: type, locationIdFrom: admin.location.id, lines: [lineOf(choice)] }),
      );
      expect(answer.status).toBe(403);
    }
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await t.callAs(null, 'GET', 'orderSchedules')).status).toBe(401);
    expect((await t.callAs(null, 'POST', 'orderSchedule', { body: {} })).status).toBe(401);
  });
  it('lets a customer-level reporter see a schedule of another location but not change or delete it', async () => {
    const seen = await scheduleAs(t, 'rapport', hamarId);
    expect(seen.status).toBe(200);
    const schedule = seen.body.data!;
    const change = await saveScheduleAs(
      t,
      'rapport',
      makeSchedule({
        id: hamarId,
        version: schedule.version,
        locationIdFrom: dock.location.id,
        lines: schedule.lines,
        intervalWeeks: 3,
      }),
    );
    expect(change.status).toBe(403);
    const removal = await t.callAs('rapport', 'POST', 'deleteOrderSchedule', {
      body: { id: hamarId, version: schedule.version },
    });
    expect(removal.status).toBe(403);
    expect((await scheduleAs(t, 'kunde.admin', hamarId)).body.data).toMatchObject({
      version: schedule.version,
      intervalWeeks: schedule.intervalWeeks,
    });
  });
});
