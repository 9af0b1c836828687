import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableProduct } from '../../../src/domain/products/available-products.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf } from '../orders/draft-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { makeSchedule, saveScheduleAs, savedScheduleAs, scheduleAs, schedulesAs } from './schedule-api.ts';

describe('POST orderSchedule, GET orderSchedule(s), POST deleteOrderSchedule (issue 4 item 5)', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;
  let available: AvailableProduct;
  let other: AvailableProduct;

  /** A weekly order (TO) to Fjellmeieriet Lillehammer from the provider's Alnabru site. */
  const scheduleOf = (overrides: Record<string, unknown> = {}) =>
    makeSchedule({ locationIdFrom: dock.location.id, lines: [lineOf(available, 45)], ...overrides });

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
    available = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    other = await choiceAt(t, 'kunde.admin', admin.location.id, 'available', 1);
  });
  afterAll(() => t.close());

  it('creates a scheduled order at the acting location from the chosen provider, with its lines', async () => {
    const schedule = await savedScheduleAs(
      t,
      'kunde.admin',
      scheduleOf({
        weekdays: [3, 1],
        endDate: '2027-06-30',
        lines: [lineOf(available, 45), lineOf(other, 15)],
      }),
    );
    expect(schedule).toMatchObject({
      transactionTypeId: 'TO',
      customerId: admin.customer.id,
      locationIdFrom: dock.location.id,
      locationIdTo: admin.location.id,
      locationNameTo: admin.location.name,
      intervalWeeks: 1,
      startDate: '2026-11-30',
      endDate: '2027-06-30',
      weekdays: [1, 3],
      reference: 'PO-SCHEDULE',
      isActive: true,
      version: 1,
    });
    expect(schedule.lines).toEqual([
      expect.objectContaining({
        productId: available.productId,
        productName: available.productName,
        quantity: 45,
      }),
      expect.objectContaining({ productId: other.productId, quantity: 15 }),
    ]);
    expect((await scheduleAs(t, 'kunde.admin', schedule.id)).body.data).toEqual(schedule);
  });

  it('creates a scheduled pickup (HE) from the acting location and filters the list by type', async () => {
    const pickup = await savedScheduleAs(
      t,
      'kunde.admin',
      scheduleOf({ transactionTypeId: 'HE', locationIdFrom: undefined, locationIdTo: dock.location.id }),
    );
    expect(pickup).toMatchObject({ locationIdFrom: admin.location.id, locationIdTo: dock.location.id });
    const pickups = await schedulesAs(t, 'kunde.admin', { transactionTypeId: 'HE' });
    expect(pickups.map((row) => row.id)).toContain(pickup.id);
    expect(pickups.every((row) => row.transactionTypeId === 'HE')).toBe(true);
    const orders = await schedulesAs(t, 'kunde.admin', { transactionTypeId: 'TO' });
    expect(orders.map((row) => row.id)).not.toContain(pickup.id);
  });

  it('updates a schedule at its version, replacing its lines, and answers a stale version with 409', async () => {
    const schedule = await savedScheduleAs(t, 'kunde.admin', scheduleOf());
    const updated = await savedScheduleAs(
      t,
      'kunde.admin',
      scheduleOf({
        id: schedule.id,
        version: schedule.version,
        intervalWeeks: 3,
        weekdays: [5],
        lines: [lineOf(other, 90)],
        reference: null,
      }),
    );
    expect(updated).toMatchObject({
      id: schedule.id,
      version: 2,
      intervalWeeks: 3,
      weekdays: [5],
      reference: null,
    });
    expect(updated.lines.map((line) => [line.productId, line.quantity])).toEqual([[other.productId, 90]]);

    const stale = await saveScheduleAs(t, 'kunde.admin', scheduleOf({ id: schedule.id, version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.error?.type).toBe('VersionConflict');
    expect(stale.body.error?.data).toMatchObject({ id: schedule.id, version: 2, intervalWeeks: 3 });
  });

  it('deletes (deactivates) a schedule at its version; it is gone from the list and the calls', async () => {
    const schedule = await savedScheduleAs(t, 'kunde.admin', scheduleOf());
    const stale = await t.callAs('kunde.admin', 'POST', 'deleteOrderSchedule', {
      body: { id: schedule.id, version: 7 },
    });
    expect(stale.status).toBe(409);
    const deleted = await t.callAs('kunde.admin', 'POST', 'deleteOrderSchedule', {
      body: { id: schedule.id, version: schedule.version },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: schedule.id, deleted: true });
    expect((await schedulesAs(t, 'kunde.admin')).map((row) => row.id)).not.toContain(schedule.id);
    expect((await scheduleAs(t, 'kunde.admin', schedule.id)).status).toBe(404);
    const revived = await saveScheduleAs(t, 'kunde.admin', scheduleOf({ id: schedule.id, version: 2 }));
    expect(revived.status).toBe(404);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ intervalWeeks: 0 }, 'intervalWeeks'],
      [{ intervalWeeks: 53 }, 'intervalWeeks'],
      [{ weekdays: [] }, 'weekdays'],
      [{ weekdays: [6] }, 'weekdays.0'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ endDate: '2026-11-29' }, 'endDate'],
      [{ transactionTypeId: 'RO' }, 'transactionTypeId'],
      [{ lines: [] }, 'lines'],
      [{ carType: 999_999 }, 'carType'],
      [{ locationIdFrom: admin.location.id }, 'locationIdFrom'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await saveScheduleAs(t, 'kunde.admin', scheduleOf(overrides));
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.message, field).toContain(field);
    }
  });

  it("refuses a missing provider and products the location does not have, in the picker's words (spec §5)", async () => {
    const missing = await saveScheduleAs(t, 'kunde.admin', scheduleOf({ locationIdFrom: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('A recipient must be chosen');
    const notAvailable = await choiceAt(t, 'kunde.admin', admin.location.id, 'not_available');
    const refused = await saveScheduleAs(t, 'kunde.admin', scheduleOf({ lines: [lineOf(notAvailable)] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('Not available!');
  });
});
