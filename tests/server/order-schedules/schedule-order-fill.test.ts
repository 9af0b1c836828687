import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleOrderFill } from '../../../src/domain/orders/order-schedule.ts';
import type { AvailableProduct } from '../../../src/domain/products/available-products.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { lineOf } from '../orders/draft-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { makeSchedule, savedScheduleAs } from './schedule-api.ts';

describe('GET ScheduleOrderFill (spec §7: the fill ratio as percent with one decimal)', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;
  let eur: AvailableProduct;
  let half: AvailableProduct;
  let trucks: { id: number; isDefault: boolean; tpuCount: number; qtyHeight: number; tpuCount2: number }[];

  const fillOf = async (id: number) =>
    (
      await t.callAs<ScheduleOrderFill>('kunde.admin', 'GET', 'ScheduleOrderFill', {
        query: { id: String(id) },
      })
    ).body.data;

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
    const products = await t.callAs<AvailableProduct[]>('kunde.admin', 'GET', 'AvailableProducts', {
      query: { locationId: String(admin.location.id) },
    });
    const availableOf = (productId: string) =>
      products.body.data!.find((row) => row.productId === productId && row.availability === 'available')!;
    [eur, half] = [availableOf('EUR'), availableOf('HALF')];
    const actions = await t.callAs<{ name: string; data: typeof trucks }[]>(
      'kunde.admin',
      'POST',
      'Actions',
      {
        body: ['TruckTypes'],
      },
    );
    trucks = actions.body.data![0]!.data;
  });
  afterAll(() => t.close());

  it('fills the default truck by stacks: 100 EUR (15 a stack) and 50 half pallets (20 a stack)', async () => {
    // Lorry (the default): 18 places, 2 high = 36 stacks. EUR 100 → 7 stacks, HALF 50 → 3 stacks: 10 / 36.
    const lorry = trucks.find((truck) => truck.isDefault)!;
    expect(lorry).toMatchObject({ tpuCount: 18, qtyHeight: 2, tpuCount2: 0 });
    const schedule = await savedScheduleAs(
      t,
      'kunde.admin',
      makeSchedule({ locationIdFrom: dock.location.id, lines: [lineOf(eur, 100), lineOf(half, 50)] }),
    );
    const fill = await fillOf(schedule.id);
    expect(fill?.fill).toBeCloseTo(10 / 36, 10);
    expect(fill?.percent).toBe(27.8);
  });

  it("uses the schedule's own truck, and goes over 100 when the load does not fit (spec §3: red over 1)", async () => {
    // The van: 8 places, 1 high. The same 10 stacks: 125.0 %.
    const van = trucks.find((truck) => truck.tpuCount === 8 && truck.qtyHeight === 1)!;
    const schedule = await savedScheduleAs(
      t,
      'kunde.admin',
      makeSchedule({
        locationIdFrom: dock.location.id,
        carType: van.id,
        lines: [lineOf(eur, 100), lineOf(half, 50)],
      }),
    );
    expect(await fillOf(schedule.id)).toEqual({ fill: 1.25, percent: 125 });
  });
});
