import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { glnWithCheckDigit } from '../../../domain/shared/gln.ts';
import { addDays, atTime } from './seed-dates.ts';
import { createRandom, seedFromText } from './seeded-random.ts';
import { locationOf, type SeededMarket } from './seeded-market.ts';

/**
 * Container types, the Norwegian container customer with its demo login `container`, and the register
 * (issue 20 item 1). The customer is added after the orders, with its own random stream, so the demo
 * orders of the other customers stay the same as before containers came.
 */
const containerTypes = [
  {
    id: 'PB1200',
    names: {
      'nb-NO': 'Pallecontainer 1200×1000',
      'sv-SE': 'Pallcontainer 1200×1000',
      'da-DK': 'Pallecontainer 1200×1000',
      'fi-FI': 'Lavakontti 1200×1000',
      'en-US': 'Pallet container 1200×1000',
    },
    dailyPrice: { NOK: 14, SEK: 14, DKK: 9.5, EUR: 1.25 },
  },
  {
    id: 'RC800',
    names: {
      'nb-NO': 'Rullecontainer 800×670',
      'sv-SE': 'Rullbur 800×670',
      'da-DK': 'Rullebur 800×670',
      'fi-FI': 'Rullakko 800×670',
      'en-US': 'Roll container 800×670',
    },
    dailyPrice: { NOK: 9, SEK: 9, DKK: 6, EUR: 0.8 },
  },
  {
    id: 'FC1200',
    names: {
      'nb-NO': 'Sammenleggbar container 1200×800',
      'sv-SE': 'Hopfällbar container 1200×800',
      'da-DK': 'Sammenklappelig container 1200×800',
      'fi-FI': 'Kokoontaittuva kontti 1200×800',
      'en-US': 'Foldable container 1200×800',
    },
    dailyPrice: { NOK: 18, SEK: 18, DKK: 12, EUR: 1.6 },
  },
] as const;

export type ContainerTypeId = (typeof containerTypes)[number]['id'];
type Currency = keyof (typeof containerTypes)[number]['dailyPrice'];

export interface SeededContainers {
  /** The container customer's locations (empty in markets without one). */
  customerLocationIds: number[];
  containerIds: number[];
}

export async function seedContainers(trx: Kysely<DB>, market: SeededMarket): Promise<SeededContainers> {
  const { seed } = market;
  const currency = seed.currency as Currency;
  await trx
    .insertInto('containerTypes')
    .values(
      containerTypes.map((type) => ({
        marketId: seed.id,
        id: type.id,
        names: JSON.stringify(type.names),
        dailyPrice: type.dailyPrice[currency] ?? type.dailyPrice.NOK,
      })),
    )
    .execute();
  if (seed.id !== 'no') return { customerLocationIds: [], containerIds: [] };
  return seedNorwegianContainers(trx, market);
}

async function seedNorwegianContainers(trx: Kysely<DB>, market: SeededMarket): Promise<SeededContainers> {
  const { seed } = market;
  const random = createRandom(seedFromText(`pallet-portal:${seed.id}:containers`));
  const globalUser = await trx
    .selectFrom('users')
    .select(['id', 'passwordHash'])
    .where('marketId', '=', seed.id)
    .where('loginName', '=', 'global')
    .executeTakeFirstOrThrow();
  const customer = await trx
    .insertInto('customers')
    .values({
      marketId: seed.id,
      name: 'Miljøretur AS',
      agreementStandard: true,
      info: 'Innsamling og gjenvinning for handel og industri; leier containere av Nordpall.',
      contactEmail: `miljoretur@${seed.emailDomain}`,
      invoiceEmail: `invoice.miljoretur@${seed.emailDomain}`,
      phone: '+47 22 64 10 00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const places = [
    {
      name: 'Miljøretur Lørenskog',
      number: glnWithCheckDigit(`${seed.glnPrefix}90001`),
      street: 'Robsrudskogen 15',
      postCode: '1470',
      postPlace: 'Lørenskog',
    },
    {
      name: 'Miljøretur Drammen',
      number: glnWithCheckDigit(`${seed.glnPrefix}90002`),
      street: 'Kobbervikdalen 75',
      postCode: '3036',
      postPlace: 'Drammen',
    },
  ];
  const locations = await trx
    .insertInto('locations')
    .values(
      places.map((place) => ({
        marketId: seed.id,
        customerId: customer.id,
        typeId: 'LEV' as const,
        isContainerActive: true,
        hasRamp: true,
        deliveryBetween: '07:00-15:00',
        countryId: seed.countryId,
        ...place,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const [lorenskog, drammen] = locations.map((location) => location.id) as [number, number];
  const people = [
    {
      loginName: 'container',
      name: 'Sigrid Aas',
      locationId: lorenskog,
      phone: '+47 916 40 221',
      tasks: ['CONTAINER', 'REPORTS'],
    },
    {
      loginName: 'jon.vik',
      name: 'Jon Vik',
      locationId: drammen,
      phone: '+47 917 55 310',
      tasks: ['CONTAINER'],
    },
  ];
  const users = await trx
    .insertInto('users')
    .values(
      people.map((person) => ({
        marketId: seed.id,
        customerId: customer.id,
        locationId: person.locationId,
        loginName: person.loginName,
        name: person.name,
        email: `${person.loginName}@${seed.emailDomain}`,
        phone: person.phone,
        language: seed.language,
        passwordHash: globalUser.passwordHash,
        confirmedGdpr: true,
      })),
    )
    .returning(['id', 'loginName'])
    .execute();
  await trx
    .insertInto('webTaskUsers')
    .values(
      people.flatMap((person) => {
        const userId = users.find((user) => user.loginName === person.loginName)!.id;
        return person.tasks.map((taskId) => ({ userId, taskId }));
      }),
    )
    .execute();

  // The register: the provider's stock at Alnabru, and what the customer has at its two locations.
  const alnabru = locationOf(market, 'alnabru').id;
  const providerCustomerId = locationOf(market, 'alnabru').customerId;
  const holders = [
    ...Array.from({ length: 24 }, () => ({ locationId: alnabru, customerId: providerCustomerId })),
    ...Array.from({ length: 10 }, () => ({ locationId: lorenskog, customerId: customer.id })),
    ...Array.from({ length: 6 }, () => ({ locationId: drammen, customerId: customer.id })),
  ];
  const created = atTime(addDays(market.today, -400), 8, 0);
  const containers = await trx
    .insertInto('containers')
    .values(
      holders.map((holder, index) => ({
        marketId: seed.id,
        number: `NPC-${String(10001 + index)}`,
        containerTypeId: containerTypes[index % containerTypes.length]!.id,
        customerId: holder.customerId,
        locationId: holder.locationId,
        status: random.chance(0.12) ? ('NeedsRepair' as const) : ('OK' as const),
        createdAt: created,
      })),
    )
    .returning(['id', 'locationId', 'status'])
    .execute();
  // Every container has a current transaction: in stock at the provider, delivered at the customer.
  await trx
    .insertInto('containerTransactions')
    .values(
      containers.map((container, index) => ({
        containerId: container.id,
        typeId: container.locationId === alnabru ? 'IN_STOCK' : 'DELIVERED',
        locationId: container.locationId,
        // The provider's staff register stock and deliveries (the history's "By").
        createdBy: globalUser.id,
        createdAt: atTime(addDays(market.today, -(20 + index * 3)), 9, 30),
      })),
    )
    .execute();
  await seedContainerHistory(trx, market, containers, alnabru, globalUser.id);
  const marker = users.find((user) => user.loginName === 'container')!.id;
  const broken = containers.filter((container) => container.status === 'NeedsRepair');
  if (broken.length) {
    await trx
      .insertInto('containerStatusMarks')
      .values(
        broken.map((container, index) => ({
          containerId: container.id,
          status: 'NeedsRepair' as const,
          reason: ['Bøyd hjørnestolpe', 'Ødelagt hjul', 'Sprekk i bunnplaten'][index % 3]!,
          markedBy: marker,
          markedAt: atTime(addDays(market.today, -(2 + index)), 13, 15),
        })),
      )
      .execute();
  }
  await seedRepairedMarks(trx, market, containers, marker);
  return {
    customerLocationIds: [lorenskog, drammen],
    containerIds: containers.map((container) => container.id),
  };
}

interface SeededContainer {
  id: number;
  locationId: number;
  status: 'OK' | 'NeedsRepair';
}

/**
 * The history behind the current transactions (issue 20 item 2): every container at the customer was in
 * stock at the provider's Alnabru until it was delivered, and every third one was returned once before.
 */
async function seedContainerHistory(
  trx: Kysely<DB>,
  market: SeededMarket,
  containers: readonly SeededContainer[],
  alnabru: number,
  registeredBy: number,
) {
  const earlier = containers.flatMap((container, index) => {
    if (container.locationId === alnabru) return [];
    const delivered = addDays(market.today, -(20 + index * 3));
    const stocked = addDays(delivered, -(30 + (index % 5) * 7));
    const rows = [
      {
        containerId: container.id,
        typeId: 'IN_STOCK',
        locationId: alnabru,
        createdAt: atTime(stocked, 7, 45),
        createdBy: registeredBy,
        endedAt: atTime(delivered, 9, 30),
      },
    ];
    if (index % 3 === 0) {
      const returned = addDays(stocked, -12);
      rows.unshift(
        {
          containerId: container.id,
          typeId: 'DELIVERED',
          locationId: container.locationId,
          createdAt: atTime(addDays(returned, -60), 10, 0),
          createdBy: registeredBy,
          endedAt: atTime(returned, 14, 20),
        },
        {
          containerId: container.id,
          typeId: 'RETURNED',
          locationId: alnabru,
          createdAt: atTime(returned, 14, 20),
          createdBy: registeredBy,
          endedAt: atTime(stocked, 7, 45),
        },
      );
    }
    return rows;
  });
  if (earlier.length) await trx.insertInto('containerTransactions').values(earlier).execute();
}

/** A few containers at the customer were marked for repair and mended since: both marks are history. */
async function seedRepairedMarks(
  trx: Kysely<DB>,
  market: SeededMarket,
  containers: readonly SeededContainer[],
  marker: number,
) {
  const mended = containers
    .filter((container) => container.status === 'OK')
    .filter((_, index) => index % 7 === 3);
  const marks = mended.flatMap((container, index) => [
    {
      containerId: container.id,
      status: 'NeedsRepair' as const,
      reason: ['Løs sidevegg', 'Skadet gaffellomme', 'Knekt lokk'][index % 3]!,
      markedBy: marker,
      markedAt: atTime(addDays(market.today, -(45 + index * 4)), 11, 10),
    },
    {
      containerId: container.id,
      status: 'OK' as const,
      reason: ['Sveiset og kontrollert', 'Byttet gaffellomme', 'Nytt lokk montert'][index % 3]!,
      markedBy: marker,
      markedAt: atTime(addDays(market.today, -(38 + index * 4)), 15, 40),
    },
  ]);
  if (marks.length) await trx.insertInto('containerStatusMarks').values(marks).execute();
}
