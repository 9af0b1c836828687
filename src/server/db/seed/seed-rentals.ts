import type { Kysely } from 'kysely';
import { orderNoPrefix } from '../../../domain/orders/order-number.ts';
import type { DB } from '../schema.ts';
import type { SeededContainers } from './seed-containers.ts';
import { addDays, atTime, isoDate, toWeekday } from './seed-dates.ts';
import { locationOf, type SeededMarket } from './seeded-market.ts';

type OrderStatus = 'Open' | 'Confirmed' | 'Delivered' | 'Cancelled';

/** The demo container orders: every status, at both of Miljøretur's locations, around today. */
const demoOrders: {
  at: 0 | 1;
  typeId: string;
  count: number;
  /** Days from today to the delivery day (moved to a weekday). */
  deliveryIn: number;
  reference: string | null;
  status: OrderStatus;
}[] = [
  { at: 0, typeId: 'PB1200', count: 4, deliveryIn: -41, reference: 'Høstsesong', status: 'Delivered' },
  {
    at: 1,
    typeId: 'RC800',
    count: 6,
    deliveryIn: -27,
    reference: 'Butikkrunde Drammen',
    status: 'Delivered',
  },
  { at: 0, typeId: 'FC1200', count: 2, deliveryIn: -12, reference: null, status: 'Cancelled' },
  { at: 0, typeId: 'RC800', count: 8, deliveryIn: 3, reference: 'Julehandel', status: 'Confirmed' },
  { at: 1, typeId: 'PB1200', count: 3, deliveryIn: 6, reference: 'Lager 2', status: 'Open' },
  { at: 0, typeId: 'PB1200', count: 5, deliveryIn: 9, reference: 'Uke 50', status: 'Open' },
];

/**
 * Demo container orders and rentals of the container customer Miljøretur AS (issue 20 items 3 and 4),
 * Norway only and without randomness: orders in every status, and rentals Registered, Open (one started
 * last month, so the invoice job has invoiced a month of it) and Closed. A rented container is moved to
 * the renting location with a current RENTED transaction; a closed rental's containers were returned to
 * Alnabru (RETURNED is their current transaction). Runs before the invoices are made.
 */
export async function seedContainerOrdersAndRentals(
  trx: Kysely<DB>,
  market: SeededMarket,
  containers: SeededContainers,
  now: Date,
): Promise<void> {
  const [lorenskog, drammen] = containers.customerLocationIds;
  if (lorenskog === undefined || drammen === undefined) return;
  const { seed, today } = market;
  const places = await trx
    .selectFrom('locations')
    .select(['id', 'customerId', 'street', 'postCode', 'postPlace'])
    .where('id', 'in', [lorenskog, drammen])
    .orderBy('id')
    .execute();
  const placeOf = (index: 0 | 1) => places.find((place) => place.id === [lorenskog, drammen][index])!;
  const users = await trx
    .selectFrom('users')
    .select(['id', 'loginName'])
    .where('marketId', '=', seed.id)
    .where('loginName', 'in', ['container', 'jon.vik', 'global'])
    .execute();
  const userId = (login: string) => users.find((user) => user.loginName === login)!.id;
  const ordererOf = (index: 0 | 1) => userId(index === 0 ? 'container' : 'jon.vik');
  const year = String(today.getFullYear()).slice(2);
  const prefix = orderNoPrefix(seed.id);

  await trx
    .insertInto('containerOrders')
    .values(
      demoOrders.map((order, index) => {
        const place = placeOf(order.at);
        const delivery = toWeekday(
          addDays(today, order.deliveryIn),
          order.deliveryIn < 0 ? 'back' : 'forward',
        );
        const created = atTime(addDays(delivery, -(5 + index)), 9 + index, 10);
        return {
          marketId: seed.id,
          orderNo: `${prefix}-C-${year}${String(index + 1).padStart(4, '0')}`,
          customerId: place.customerId,
          locationId: place.id,
          containerTypeId: order.typeId,
          count: order.count,
          deliveryDate: isoDate(delivery),
          deliveryAddress: `${place.street}, ${place.postCode} ${place.postPlace}`,
          reference: order.reference,
          status: order.status,
          createdBy: ordererOf(order.at),
          createdAt: created < now ? created : now,
          updatedAt: created < now ? created : now,
          version: order.status === 'Open' ? 1 : 2,
        };
      }),
    )
    .execute();

  const alnabru = locationOf(market, 'alnabru');
  const types = await trx
    .selectFrom('containerTypes')
    .select(['id', 'dailyPrice'])
    .where('marketId', '=', seed.id)
    .execute();
  const priceOf = (typeId: string) => Number(types.find((type) => type.id === typeId)!.dailyPrice);
  // Free containers at Alnabru by type, in number order; each rental takes the next ones.
  const stock = await trx
    .selectFrom('containers')
    .select(['id', 'containerTypeId'])
    .where('marketId', '=', seed.id)
    .where('locationId', '=', alnabru.id)
    .where('status', '=', 'OK')
    .orderBy('number')
    .execute();
  const take = (typeId: string, count: number) => {
    const picked = stock.filter((container) => container.containerTypeId === typeId).slice(0, count);
    for (const container of picked) stock.splice(stock.indexOf(container), 1);
    return picked.map((container) => container.id);
  };

  const lastMonthStart = new Date(today.getFullYear(), today.getMonth() - 1, 18);
  const rentals: {
    at: 0 | 1;
    typeId: string;
    status: 'Registered' | 'Open' | 'Closed';
    start: Date;
    end: Date | null;
    count: number;
    reference: string | null;
  }[] = [
    {
      at: 0,
      typeId: 'RC800',
      status: 'Open',
      start: lastMonthStart,
      end: null,
      count: 2,
      reference: 'Julehandel butikkrunde',
    },
    {
      at: 1,
      typeId: 'FC1200',
      status: 'Open',
      start: addDays(today, -9),
      end: addDays(today, 35),
      count: 1,
      reference: 'Ombygging lager',
    },
    {
      at: 0,
      typeId: 'PB1200',
      status: 'Closed',
      start: addDays(today, -75),
      end: addDays(today, -44),
      count: 2,
      reference: 'Sommerkampanje',
    },
    {
      at: 0,
      typeId: 'PB1200',
      status: 'Registered',
      start: addDays(today, 6),
      end: addDays(today, 66),
      count: 3,
      reference: 'Vintersesong',
    },
    {
      at: 1,
      typeId: 'RC800',
      status: 'Registered',
      start: addDays(today, 12),
      end: null,
      count: 2,
      reference: null,
    },
  ];
  for (const [index, rental] of rentals.entries()) {
    const place = placeOf(rental.at);
    const registered = atTime(addDays(rental.start, -7), 10, 5 + index);
    const opened = rental.status === 'Registered' ? null : atTime(rental.start, 8, 30);
    const closed = rental.status === 'Closed' && rental.end ? atTime(rental.end, 14, 45) : null;
    const row = await trx
      .insertInto('rentals')
      .values({
        marketId: seed.id,
        rentalNo: `${prefix}-R-${year}${String(index + 1).padStart(4, '0')}`,
        customerId: place.customerId,
        locationId: place.id,
        containerTypeId: rental.typeId,
        status: rental.status,
        startDate: isoDate(rental.start),
        endDate: rental.end ? isoDate(rental.end) : null,
        dailyPrice: priceOf(rental.typeId),
        wishedCount: rental.count,
        reference: rental.reference,
        createdBy: ordererOf(rental.at),
        createdAt: registered,
        openedAt: opened,
        closedAt: closed,
        version: rental.status === 'Registered' ? 1 : rental.status === 'Open' ? 2 : 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!opened) continue;
    const ids = take(rental.typeId, rental.count);
    if (ids.length === 0) continue;
    await trx
      .insertInto('rentalContainers')
      .values(
        ids.map((containerId) => ({
          rentalId: row.id,
          containerId,
          fromLocationId: alnabru.id,
          fromCustomerId: alnabru.customerId,
        })),
      )
      .execute();
    // The stock transaction ends when the rental opens (and began before it).
    for (const containerId of ids) {
      const current = await trx
        .selectFrom('containerTransactions')
        .select(['id', 'createdAt'])
        .where('containerId', '=', containerId)
        .where('endedAt', 'is', null)
        .executeTakeFirst();
      if (current) {
        const began = current.createdAt < opened ? current.createdAt : addDays(opened, -5);
        await trx
          .updateTable('containerTransactions')
          .set({ createdAt: began, endedAt: opened })
          .where('id', '=', current.id)
          .execute();
      }
    }
    const globalId = userId('global');
    await trx
      .insertInto('containerTransactions')
      .values(
        ids.map((containerId) => ({
          containerId,
          typeId: 'RENTED',
          locationId: place.id,
          rentalId: row.id,
          createdBy: globalId,
          createdAt: opened,
          endedAt: closed,
        })),
      )
      .execute();
    if (closed) {
      await trx
        .insertInto('containerTransactions')
        .values(
          ids.map((containerId) => ({
            containerId,
            typeId: 'RETURNED',
            locationId: alnabru.id,
            rentalId: row.id,
            createdBy: globalId,
            createdAt: closed,
          })),
        )
        .execute();
    } else {
      await trx
        .updateTable('containers')
        .set({ customerId: place.customerId, locationId: place.id })
        .where('id', 'in', ids)
        .execute();
    }
  }
}
