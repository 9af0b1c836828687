import { addDays } from '../../../src/domain/calendar/calendar-date.ts';
import { serverToday } from '../../../src/server/modules/container-orders/server-day.ts';
import { openDayAfter } from '../container-orders/container-order-api.ts';
import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, guarded, type Expectation } from './expectations.ts';
import { freshNumber, staleVersion } from './requests.ts';

/**
 * Container orders and rentals (issue 20 items 3 and 4). Like the register (containers.ts) only the
 * Container menu's users call them — of the matrix's callers `global` alone, who reaches every tenant's
 * rows (market-wide); everyone else is refused (403) before any id is read. A tenant's order or rental
 * is written straight to the tables at the tenant's location.
 */
const containerUsersOnly = (status = 200): Expectation => ({ ...anyUser(403), global: status });
const containerUsersById = (status = 200): Expectation => ({
  ...guarded,
  owner: 403,
  reader: 403,
  colleague: 403,
  stranger: 403,
  provider: 403,
  global: status,
});

const tenantOf = (ctx: CaseContext) => {
  if (!ctx.ids) throw new Error('a container order case by owner is called without ids');
  return ctx.ids;
};

async function tenantOrder(ctx: CaseContext) {
  const ids = tenantOf(ctx);
  return ctx.t.app.db
    .insertInto('containerOrders')
    .values({
      marketId: 'no',
      orderNo: `NO-C-${freshNumber()}`,
      customerId: ids.customerId,
      locationId: ids.locationId,
      containerTypeId: 'PB1200',
      count: 1,
      deliveryDate: addDays(serverToday(), 7),
      deliveryAddress: 'Matrix',
      createdBy: ids.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function tenantRental(ctx: CaseContext, status: 'Registered' | 'Open') {
  const ids = tenantOf(ctx);
  return ctx.t.app.db
    .insertInto('rentals')
    .values({
      marketId: 'no',
      rentalNo: `NO-R-${freshNumber()}`,
      customerId: ids.customerId,
      locationId: ids.locationId,
      containerTypeId: 'RC800',
      status,
      startDate: serverToday(),
      dailyPrice: 9,
      createdBy: ids.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The container customer's location, which global orders and rents for. */
const lorenskog = (ctx: CaseContext) =>
  ctx.t.app.db
    .selectFrom('locations')
    .select('id')
    .where('name', '=', 'Miljøretur Lørenskog')
    .executeTakeFirstOrThrow();

export const containerRentalAccess: Record<string, RouteEntry> = {
  'GET ContainerOrders': { request: () => ({ query: { status: 'Open' } }), expect: containerUsersOnly() },
  'GET ContainerOrderOptions': { expect: containerUsersOnly() },
  'GET ContainerOrder': {
    byOwner: true,
    request: async (ctx) => ({ query: { id: String((await tenantOrder(ctx)).id) } }),
    expect: containerUsersById(),
  },
  'POST containerOrder': {
    request: async (ctx) => ({
      body: {
        containerTypeId: 'PB1200',
        count: 1,
        deliveryDate: openDayAfter(3),
        deliveryAddress: 'Matrix',
        locationId: (await lorenskog(ctx)).id,
      },
    }),
    expect: containerUsersOnly(),
  },
  // The stale version stops the one caller who may change it (409); nothing is written.
  'POST containerOrderStatus': {
    byOwner: true,
    request: async (ctx) => ({
      body: { id: (await tenantOrder(ctx)).id, status: 'Confirmed', version: staleVersion },
    }),
    expect: containerUsersById(409),
  },
  'GET Rentals': { request: () => ({ query: { status: 'Open' } }), expect: containerUsersOnly() },
  'GET Rental': {
    byOwner: true,
    request: async (ctx) => ({ query: { id: String((await tenantRental(ctx, 'Open')).id) } }),
    expect: containerUsersById(),
  },
  'GET FreeContainers': {
    byOwner: true,
    request: async (ctx) => ({ query: { rentalId: String((await tenantRental(ctx, 'Registered')).id) } }),
    expect: containerUsersById(),
  },
  'POST rental': {
    request: async (ctx) => ({
      body: {
        containerTypeId: 'RC800',
        count: 1,
        startDate: serverToday(),
        locationId: (await lorenskog(ctx)).id,
      },
    }),
    expect: containerUsersOnly(),
  },
  'POST rentalOpen': {
    byOwner: true,
    request: async (ctx) => ({
      body: { id: (await tenantRental(ctx, 'Registered')).id, containerIds: [1], version: staleVersion },
    }),
    expect: containerUsersById(409),
  },
  'POST rentalClose': {
    byOwner: true,
    request: async (ctx) => ({ body: { id: (await tenantRental(ctx, 'Open')).id, version: staleVersion } }),
    expect: containerUsersById(409),
  },
};
