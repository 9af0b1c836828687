import type { Kysely } from 'kysely';
import { orderNoPrefix } from '../../../domain/orders/order-number.ts';
import { glnWithCheckDigit } from '../../../domain/shared/gln.ts';
import type { DB } from '../schema.ts';
import { buildOrder } from './order-builder.ts';
import { movementsOf, openingBalances } from './order-movements.ts';
import { routed } from './order-plan.ts';
import { addDays, atTime } from './seed-dates.ts';
import type { SeededChoice } from './seed-reference.ts';
import type { SeededTruck } from './seed-truck-types.ts';
import type { SeededLocation, SeededMarket, SeededUser } from './seeded-market.ts';
import { createRandom, seedFromText } from './seeded-random.ts';

/**
 * A retail chain in Norway (issue 21 item 8): the chain head Kjedehuset AS with its central warehouse
 * and two stores of its own (flagged corporate, so `GET locations?all=true&customerId_Corporate=` lists
 * them), and three franchise customers whose stores belong to the chain (customer_id_corporate). The
 * warehouse has delivered pallets to every store for half a year, so chain reports (report level 2) have
 * rows from four customers. Seeded after everything else, on its own random stream and with its own
 * order numbers (NO-K-…), so the rest of the demo data stays as it was.
 */
const chainProductIds = ['EUR', 'HALF', 'CRATE'];

interface ChainPlace {
  key: string;
  name: string;
  street: string;
  postCode: string;
  postPlace: string;
}

const headPlaces: (ChainPlace & { isCorporate: boolean; typeId: 'LEV' | 'NLP' })[] = [
  {
    key: 'kjede-vestby',
    name: 'Kjedehuset Sentrallager Vestby',
    street: 'Vestbyveien 40',
    postCode: '1540',
    postPlace: 'Vestby',
    typeId: 'NLP',
    isCorporate: false,
  },
  {
    key: 'kjede-tonsberg',
    name: 'Kjedehuset Tønsberg',
    street: 'Storgaten 22',
    postCode: '3126',
    postPlace: 'Tønsberg',
    typeId: 'LEV',
    isCorporate: true,
  },
  {
    key: 'kjede-ski',
    name: 'Kjedehuset Ski',
    street: 'Jernbanegata 4',
    postCode: '1400',
    postPlace: 'Ski',
    typeId: 'LEV',
    isCorporate: true,
  },
];

const franchises: (ChainPlace & { customerName: string; handle: string })[] = [
  {
    customerName: 'Nærbutikken Moss AS',
    handle: 'naerbutikken',
    key: 'kjede-moss',
    name: 'Nærbutikken Moss',
    street: 'Dronningens gate 11',
    postCode: '1530',
    postPlace: 'Moss',
  },
  {
    customerName: 'Matkroken Kongsberg AS',
    handle: 'matkroken',
    key: 'kjede-kongsberg',
    name: 'Matkroken Kongsberg',
    street: 'Kirkegata 8',
    postCode: '3616',
    postPlace: 'Kongsberg',
  },
  {
    customerName: 'Dagligvare Horten AS',
    handle: 'dagligvare',
    key: 'kjede-horten',
    name: 'Dagligvare Horten',
    street: 'Storgata 60',
    postCode: '3181',
    postPlace: 'Horten',
  },
];

/** What the chain's server tests look for. */
export const chainHeadName = 'Kjedehuset AS';

export async function seedChain(
  trx: Kysely<DB>,
  market: SeededMarket,
  choices: readonly SeededChoice[],
  trucks: readonly SeededTruck[],
  now: Date,
): Promise<void> {
  if (market.seed.id !== 'no') return;
  const { seed } = market;
  const random = createRandom(seedFromText(`pallet-portal:${seed.id}:chain`));
  const passwordHash = (
    await trx
      .selectFrom('users')
      .select('passwordHash')
      .where('marketId', '=', seed.id)
      .where('loginName', '=', 'global')
      .executeTakeFirstOrThrow()
  ).passwordHash;
  const customerRow = (name: string, handle: string) => ({
    marketId: seed.id,
    name,
    agreementStandard: true,
    contactEmail: `${handle}@${seed.emailDomain}`,
    invoiceEmail: `invoice.${handle}@${seed.emailDomain}`,
    phone: random.pattern(seed.phonePattern),
  });
  const head = await trx
    .insertInto('customers')
    .values({
      ...customerRow(chainHeadName, 'kjedehuset'),
      info: 'Dagligvarekjede med sentrallager i Vestby.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const members = await trx
    .insertInto('customers')
    .values(franchises.map((franchise) => customerRow(franchise.customerName, franchise.handle)))
    .returning(['id', 'name'])
    .execute();
  const memberIdOf = (name: string) => members.find((member) => member.name === name)!.id;

  const rows = [
    ...headPlaces.map(({ key, isCorporate, ...place }, index) => ({
      key,
      row: { ...place, customerId: head.id, isCorporate, customerIdCorporate: null, glnIndex: index + 1 },
    })),
    ...franchises.map(({ key, customerName, handle: _handle, ...place }, index) => ({
      key,
      row: {
        ...place,
        typeId: 'LEV' as const,
        customerId: memberIdOf(customerName),
        isCorporate: false,
        customerIdCorporate: head.id,
        glnIndex: headPlaces.length + index + 1,
      },
    })),
  ];
  const stored = await trx
    .insertInto('locations')
    .values(
      rows.map(({ row: { glnIndex, ...row } }) => ({
        ...row,
        marketId: seed.id,
        number: glnWithCheckDigit(`${seed.glnPrefix}91${String(glnIndex).padStart(3, '0')}`),
        hasRamp: row.typeId === 'NLP',
        countryId: seed.countryId,
      })),
    )
    .returning(['id', 'name', 'customerId'])
    .execute();
  const carried = choices.filter((choice) => chainProductIds.includes(choice.productId));
  const locations: SeededLocation[] = rows.map(({ key, row }) => ({
    id: stored.find((location) => location.name === row.name)!.id,
    key,
    customerId: row.customerId,
    role: 'retail',
    countryId: seed.countryId,
    isProvider: false,
    isPooling: false,
    isActive: true,
    availableChoices: [...carried],
  }));
  await trx
    .insertInto('locationProducts')
    .values(
      locations.flatMap((location) =>
        carried.map((choice) => ({
          locationId: location.id,
          productChoiceId: choice.id,
          availability: 'available' as const,
        })),
      ),
    )
    .execute();

  const warehouse = locations[0]!;
  const kjede = await trx
    .insertInto('users')
    .values({
      marketId: seed.id,
      customerId: head.id,
      locationId: warehouse.id,
      loginName: 'kjede',
      name: 'Camilla Brekke',
      email: `camilla.brekke@${seed.emailDomain}`,
      phone: random.pattern(seed.phonePattern),
      language: seed.language,
      passwordHash,
      // Reports reach the whole chain (spec §3 report level 2, §6).
      reportLevel: 2,
      confirmedGdpr: true,
    })
    .returning(['id', 'loginName', 'customerId', 'locationId', 'isActive'])
    .executeTakeFirstOrThrow();
  await seedChainOrders(trx, { ...market, random, locations, users: [kjede as SeededUser] }, trucks, now);
}

/**
 * Deliveries (OO) from the central warehouse to each store, finished, about two a month per store over
 * the last half year; the warehouse's balance is brought forward so it never dips below zero.
 */
async function seedChainOrders(
  trx: Kysely<DB>,
  market: SeededMarket,
  trucks: readonly SeededTruck[],
  now: Date,
) {
  const [warehouse, ...stores] = market.locations;
  const prefix = orderNoPrefix(market.seed.id);
  const built = stores
    .flatMap((store) =>
      Array.from({ length: 12 }, (_, index) => {
        const plan = routed('OO', 5, warehouse!, store);
        // The chain head orders and pays for what its warehouse sends (the plan's customer is the sender).
        return buildOrder(market, trucks, { ...plan, sendOffset: -(5 + index * 15) }, now);
      }),
    )
    .sort((a, b) => a.dates.sendDay.getTime() - b.dates.sendDay.getTime())
    .map((order, index) => {
      const year = String(order.dates.sendDay.getFullYear() % 100).padStart(2, '0');
      return { ...order, orderNo: `${prefix}-K-${year}${String(index + 1).padStart(4, '0')}` };
    });
  const orders = await trx
    .insertInto('transactions')
    .values(built.map((order) => ({ ...order.row, orderNo: order.orderNo })))
    .returning(['id', 'orderNo'])
    .execute();
  const idOf = (orderNo: string) => orders.find((row) => row.orderNo === orderNo)!.id;
  await trx
    .insertInto('transactionLines')
    .values(
      built.flatMap((order) => order.lines.map((line) => ({ ...line, transactionId: idOf(order.orderNo) }))),
    )
    .execute();
  // After the lines: the report aggregates' trigger reads each movement's line amount (migration 0019).
  const moved = built.flatMap((order) => movementsOf(order, idOf(order.orderNo)));
  const openingAt = atTime(addDays(market.today, -200), 6, 0);
  await trx
    .insertInto('balanceMovements')
    .values([...openingBalances(moved, openingAt), ...moved])
    .execute();
}
