import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar/calendar-date.ts';
import type { ContainerOrderList } from '../../../src/domain/containers/container-order-input.ts';
import type { RentalDetail, RentalList } from '../../../src/domain/containers/rental-input.ts';
import { serverToday } from '../../../src/server/modules/container-orders/server-day.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * Rentals and container orders (issue 20 items 3–4): the buttons follow the write scope, the charge
 * starts on the opening day, a registered rental can be withdrawn, and opening takes only free
 * containers of the rental's type at the provider.
 */
describe('Rentals: write scope, opening day, withdrawal, free containers', () => {
  let t: TestApp;
  const today = serverToday();
  beforeAll(async () => {
    t = await makeTestApp();
    // jon.vik (Drammen) reports at customer level: reads all of Miljøretur, writes only Drammen.
    await t.app.db.updateTable('users').set({ reportLevel: 1 }).where('loginName', '=', 'jon.vik').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = async (login: string, fields: Record<string, unknown> = {}) => {
    const answer = await t.callAs<RentalDetail>(login, 'POST', 'rental', {
      body: { containerTypeId: 'RC800', count: 1, startDate: today, ...fields },
    });
    if (answer.status !== 200) throw new Error(`register as ${login}: ${JSON.stringify(answer.body)}`);
    return answer.body.data!;
  };
  const freeIds = async (rentalId: number) =>
    (
      await t.callAs<{ id: number }[]>('global', 'GET', 'FreeContainers', {
        query: { rentalId: String(rentalId) },
      })
    ).body.data!.map((container) => container.id);
  const open = (rental: RentalDetail, containerIds: number[]) =>
    t.callAs<RentalDetail>('global', 'POST', 'rentalOpen', {
      body: { id: rental.id, containerIds, version: rental.version },
    });

  it('shows Close and Cancel only where a customer-level reader writes', async () => {
    const rentals = await t.callAs<RentalList>('jon.vik', 'GET', 'Rentals');
    expect(rentals.status).toBe(200);
    const rows = rentals.body.data!.rows;
    const sibling = rows.find((row) => row.locationName === 'Miljøretur Lørenskog' && row.status === 'Open')!;
    const own = rows.find((row) => row.locationName === 'Miljøretur Drammen' && row.status === 'Open')!;
    expect(sibling).toBeDefined();
    expect(sibling.mayClose).toBe(false);
    expect(own.mayClose).toBe(true);
    const detail = await t.callAs<RentalDetail>('jon.vik', 'GET', 'Rental', {
      query: { id: String(sibling.id) },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data!.mayClose).toBe(false);
    const close = await t.callAs('jon.vik', 'POST', 'rentalClose', {
      body: { id: sibling.id, version: sibling.version },
    });
    expect(close.status).toBe(404);
    // The same user at Lørenskog's own login sees the button.
    const mine = await t.callAs<RentalList>('container', 'GET', 'Rentals');
    expect(mine.body.data!.rows.find((row) => row.id === sibling.id)!.mayClose).toBe(true);
    expect(rentals.body.data!.total).toBe(rows.length);

    const orders = await t.callAs<ContainerOrderList>('jon.vik', 'GET', 'ContainerOrders', {
      query: { status: 'Open' },
    });
    const siblingOrder = orders.body.data!.rows.find((row) => row.locationName === 'Miljøretur Lørenskog')!;
    const ownOrder = orders.body.data!.rows.find((row) => row.locationName === 'Miljøretur Drammen')!;
    expect(siblingOrder.nextStatuses).toEqual([]);
    expect(ownOrder.nextStatuses).toEqual(['Cancelled']);
    const cancel = await t.callAs('jon.vik', 'POST', 'containerOrderStatus', {
      body: { id: siblingOrder.id, status: 'Cancelled', version: siblingOrder.version },
    });
    expect(cancel.status).toBe(404);
  });

  it('charges from the opening day, whether the provider opens late or early', async () => {
    // Late: the wished start passed five days ago (as if registered then).
    const late = await register('container');
    await t.app.db
      .updateTable('rentals')
      .set({ startDate: addDays(today, -5) })
      .where('id', '=', late.id)
      .execute();
    const [first, second] = await freeIds(late.id);
    const lateOpened = await open(late, [first!, second!]);
    expect(lateOpened.status).toBe(200);
    expect(lateOpened.body.data!.startDate).toBe(today);
    expect(lateOpened.body.data!.days).toBe(1);
    expect(lateOpened.body.data!.costSoFar).toBe(2 * 9 * 1);
    expect(lateOpened.body.data!.months).toEqual([
      { month: today.slice(0, 7), from: today, to: today, days: 1, amount: 18 },
    ]);
    // Early: wished for in six days, opened today — charged from today, not free until then.
    const early = await register('container', { containerTypeId: 'PB1200', startDate: addDays(today, 6) });
    const [third] = await freeIds(early.id);
    const earlyOpened = await open(early, [third!]);
    expect(earlyOpened.body.data!.startDate).toBe(today);
    expect(earlyOpened.body.data!.costSoFar).toBe(earlyOpened.body.data!.dailyPrice);
    // Closing on the opening day charges that one day.
    const closed = await t.callAs<RentalDetail>('container', 'POST', 'rentalClose', {
      body: { id: early.id, version: earlyOpened.body.data!.version },
    });
    expect(closed.body.data!.endDate).toBe(today);
    expect(closed.body.data!.costSoFar).toBe(earlyOpened.body.data!.dailyPrice);
  });

  it('lets the customer or the provider withdraw a registered rental: closed, nothing charged', async () => {
    const planned = addDays(today, 20);
    const mine = await register('container', { startDate: addDays(today, 3), endDate: planned });
    expect(mine.mayClose).toBe(true);
    const withdrawn = await t.callAs<RentalDetail>('container', 'POST', 'rentalClose', {
      body: { id: mine.id, version: mine.version },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data!).toMatchObject({
      status: 'Closed',
      containerCount: 0,
      costSoFar: 0,
      days: 0,
      months: [],
      endDate: planned,
      mayOpen: false,
      mayClose: false,
    });
    const theirs = await register('jon.vik', { containerTypeId: 'PB1200' });
    const refused = await t.callAs<RentalDetail>('global', 'POST', 'rentalClose', {
      body: { id: theirs.id, version: theirs.version },
    });
    expect(refused.body.data!.status).toBe('Closed');
    // A withdrawn rental is never opened.
    const reopen = await open(refused.body.data!, await freeIds(theirs.id).then((ids) => ids.slice(0, 1)));
    expect(reopen.status).toBe(409);
  });

  it('opens only with free containers of the type at the provider', async () => {
    const rental = await register('container', { containerTypeId: 'PB1200' });
    const db = t.app.db;
    const candidates = await db
      .selectFrom('containers as k')
      .innerJoin('locations as l', 'l.id', 'k.locationId')
      .select(['k.id', 'k.containerTypeId', 'k.status', 'l.isProvider'])
      .where('k.marketId', '=', 'no')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('containerTransactions as tx')
              .select('tx.id')
              .whereRef('tx.containerId', '=', 'k.id')
              .where('tx.endedAt', 'is', null)
              .where('tx.typeId', '=', 'RENTED'),
          ),
        ),
      )
      .orderBy('k.id')
      .execute();
    const atCustomer = candidates.find((k) => !k.isProvider && k.status === 'OK')!;
    const otherType = candidates.find(
      (k) => k.isProvider && k.status === 'OK' && k.containerTypeId !== 'PB1200',
    )!;
    const good = candidates.find((k) => k.isProvider && k.status === 'OK' && k.containerTypeId === 'PB1200')!;
    // A free one of the type, marked NeedsRepair for the test.
    const broken = candidates.find(
      (k) => k.isProvider && k.status === 'OK' && k.containerTypeId === 'PB1200' && k.id !== good.id,
    )!;
    await db.updateTable('containers').set({ status: 'NeedsRepair' }).where('id', '=', broken.id).execute();
    for (const [what, id] of [
      ['at a customer location', atCustomer.id],
      ['of another type', otherType.id],
      ['NeedsRepair', broken.id],
      ['unknown', 999_999],
    ] as const) {
      const answer = await open(rental, [good.id, id]);
      expect(answer.status, what).toBe(400);
      expect(answer.body.error!.message, what).toContain('containerIds');
    }
    expect(await freeIds(rental.id)).not.toContain(broken.id);
    const opened = await open(rental, [good.id]);
    expect(opened.status).toBe(200);
  });
});
