import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar/calendar-date.ts';
import type {
  RentalContainer,
  RentalDetail,
  RentalList,
} from '../../../src/domain/containers/rental-input.ts';
import { serverToday } from '../../../src/server/modules/container-orders/server-day.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('Rentals (issue 20 item 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const today = serverToday();
  const register = async (login: string, fields: Record<string, unknown> = {}) => {
    const answer = await t.callAs<RentalDetail>(login, 'POST', 'rental', {
      body: { containerTypeId: 'RC800', count: 2, startDate: today, endDate: addDays(today, 30), ...fields },
    });
    if (answer.status !== 200) throw new Error(`register as ${login}: ${JSON.stringify(answer.body)}`);
    return answer.body.data!;
  };
  const free = async (rentalId: number) =>
    (
      await t.callAs<RentalContainer[]>('global', 'GET', 'FreeContainers', {
        query: { rentalId: String(rentalId) },
      })
    ).body.data!;
  const currentOf = (containerId: number) =>
    t.app.db
      .selectFrom('containerTransactions')
      .selectAll()
      .where('containerId', '=', containerId)
      .where('endedAt', 'is', null)
      .execute();

  it('lists the seeded rentals Registered, Open and Closed, with the cost so far', async () => {
    const list = await t.callAs<RentalList>('container', 'GET', 'Rentals');
    expect(list.status).toBe(200);
    const statuses = new Set(list.body.data!.rows.map((row) => row.status));
    expect(statuses).toEqual(new Set(['Registered', 'Open', 'Closed']));
    const open = list.body.data!.rows.find((row) => row.status === 'Open')!;
    expect(open.containerCount).toBeGreaterThan(0);
    expect(open.costSoFar).toBe(open.containerCount * open.dailyPrice * open.days);
    const registered = list.body.data!.rows.find((row) => row.status === 'Registered')!;
    expect(registered.costSoFar).toBe(0);
    // Seeded rented containers have a current RENTED transaction.
    const detail = await t.callAs<RentalDetail>('container', 'GET', 'Rental', {
      query: { id: String(open.id) },
    });
    for (const container of detail.body.data!.containers) {
      const [current] = await currentOf(container.id);
      expect(current!.typeId).toBe('RENTED');
      expect(current!.rentalId).toBe(open.id);
    }
  });

  it('goes Registered → Open → Closed: the provider opens with free containers, the customer closes', async () => {
    const rental = await register('container');
    expect(rental.status).toBe('Registered');
    expect(rental.rentalNo).toMatch(/^NO-R-\d{6}$/);
    expect(rental.dailyPrice).toBe(9);
    expect(rental.mayOpen).toBe(false);
    const choices = await free(rental.id);
    expect(choices.length).toBeGreaterThanOrEqual(2);
    const ids = choices.slice(0, 2).map((container) => container.id);

    // Only the provider opens (403), a stale version is 409.
    const refused = await t.callAs('container', 'POST', 'rentalOpen', {
      body: { id: rental.id, containerIds: ids, version: rental.version },
    });
    expect(refused.status).toBe(403);
    expect(
      (await t.callAs('container', 'GET', 'FreeContainers', { query: { rentalId: String(rental.id) } }))
        .status,
    ).toBe(403);
    const stale = await t.callAs('global', 'POST', 'rentalOpen', {
      body: { id: rental.id, containerIds: ids, version: rental.version + 5 },
    });
    expect(stale.status).toBe(409);

    const opened = await t.callAs<RentalDetail>('global', 'POST', 'rentalOpen', {
      body: { id: rental.id, containerIds: ids, version: rental.version },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data!.status).toBe('Open');
    expect(opened.body.data!.containers.map((container) => container.id).sort()).toEqual([...ids].sort());
    expect(opened.body.data!.containers.every((c) => c.locationName === 'Miljøretur Lørenskog')).toBe(true);
    expect(opened.body.data!.costSoFar).toBe(2 * 9 * 1);
    for (const id of ids) {
      const current = await currentOf(id);
      expect(current).toHaveLength(1);
      expect(current[0]!.typeId).toBe('RENTED');
    }
    // The containers are no longer free; another rental cannot take them.
    const other = await register('jon.vik');
    const taken = await t.callAs('global', 'POST', 'rentalOpen', {
      body: { id: other.id, containerIds: [ids[0]], version: other.version },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error!.message).toContain('containerIds');
    expect((await free(other.id)).map((container) => container.id)).not.toContain(ids[0]);

    // Opening twice is refused by the state machine.
    const again = await t.callAs('global', 'POST', 'rentalOpen', {
      body: { id: rental.id, containerIds: [ids[0]], version: opened.body.data!.version },
    });
    expect(again.status).toBe(409);

    // Another customer location's user does not see it; the customer closes its own.
    expect(
      (
        await t.callAs('jon.vik', 'POST', 'rentalClose', {
          body: { id: rental.id, version: opened.body.data!.version },
        })
      ).status,
    ).toBe(404);
    const closed = await t.callAs<RentalDetail>('container', 'POST', 'rentalClose', {
      body: { id: rental.id, version: opened.body.data!.version },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data!.status).toBe('Closed');
    expect(closed.body.data!.endDate).toBe(today);
    expect(closed.body.data!.containers.every((c) => c.locationName === 'Nordpall Alnabru')).toBe(true);
    for (const id of ids) {
      const rows = await t.app.db
        .selectFrom('containerTransactions')
        .selectAll()
        .where('containerId', '=', id)
        .where('rentalId', '=', rental.id)
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.typeId)).toEqual(['RENTED', 'RETURNED']);
      expect(rows[0]!.endedAt).not.toBeNull();
      expect(rows[1]!.endedAt).toBeNull();
    }
    const closeAgain = await t.callAs('global', 'POST', 'rentalClose', {
      body: { id: rental.id, version: closed.body.data!.version },
    });
    expect(closeAgain.status).toBe(409);
  });

  it('lets the provider close any rental and keeps butikk out', async () => {
    const rental = await register('jon.vik', { containerTypeId: 'FC1200', count: 1 });
    const [first] = await free(rental.id);
    const opened = await t.callAs<RentalDetail>('global', 'POST', 'rentalOpen', {
      body: { id: rental.id, containerIds: [first!.id], version: rental.version },
    });
    const closed = await t.callAs<RentalDetail>('global', 'POST', 'rentalClose', {
      body: { id: rental.id, version: opened.body.data!.version },
    });
    expect(closed.body.data!.status).toBe('Closed');
    expect((await t.callAs('butikk', 'GET', 'Rentals')).status).toBe(403);
    expect((await t.callAs('butikk', 'GET', 'Rental', { query: { id: String(rental.id) } })).status).toBe(
      403,
    );
    expect((await t.callAs('container', 'GET', 'Rental', { query: { id: String(rental.id) } })).status).toBe(
      404,
    );
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ count: 0 }, 'count'],
      [{ count: 51 }, 'count'],
      [{ startDate: addDays(today, -1) }, 'startDate'],
      [{ startDate: 'soon' }, 'startDate'],
      [{ endDate: addDays(today, -1) }, 'endDate'],
      [{ containerTypeId: 'XX' }, 'containerTypeId'],
    ];
    for (const [fields, field] of cases) {
      const answer = await t.callAs('container', 'POST', 'rental', {
        body: { containerTypeId: 'RC800', count: 1, startDate: today, ...fields },
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error!.message, JSON.stringify(fields)).toContain(field);
    }
    const rental = await register('container');
    const twice = await t.callAs('global', 'POST', 'rentalOpen', {
      body: { id: rental.id, containerIds: [1, 1], version: rental.version },
    });
    expect(twice.status).toBe(400);
    const none = await t.callAs('global', 'POST', 'rentalOpen', {
      body: { id: rental.id, containerIds: [], version: rental.version },
    });
    expect(none.status).toBe(400);
  });
});
