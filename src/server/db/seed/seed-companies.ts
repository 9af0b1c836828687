import type { Insertable, Kysely } from 'kysely';
import { glnWithCheckDigit } from '../../../domain/shared/gln.ts';
import type { DB, LocationsTable } from '../schema.ts';
import { asciiWords } from './ascii-name.ts';
import type { CustomerSeed, LocationSeed, MarketSeed } from './market-seed.ts';
import type { SeededChoice } from './seed-reference.ts';
import { seedLocationProducts } from './seed-location-products.ts';
import type { SeededLocation, SeededMarket } from './seeded-market.ts';
import type { Random } from './seeded-random.ts';

type Companies = Pick<SeededMarket, 'customerIds' | 'locations'>;

/** Pooling groups, customers and their locations (with their products) of one market. */
export async function seedCompanies(
  trx: Kysely<DB>,
  seed: MarketSeed,
  choices: readonly SeededChoice[],
  random: Random,
): Promise<Companies> {
  const groups = await seedPoolingGroups(trx, seed);
  const customers = await trx
    .insertInto('customers')
    .values(seed.customers.map((customer) => customerRow(seed, customer, random)))
    .returning(['id', 'name'])
    .execute();
  const customerIdOf = (customer: CustomerSeed) => {
    const id = customers.find((row) => row.name === customer.name)?.id;
    if (id === undefined) throw new Error(`Customer ${customer.name} was not stored`);
    return id;
  };

  const planned = seed.customers.flatMap((customer, customerIndex) => {
    const customerId = customerIdOf(customer);
    const groupId = groups.find((group) => group.name === customer.poolingGroup)?.id ?? null;
    return customer.locations.map((location, locationIndex) => ({
      customer,
      location,
      row: locationRow(seed, customer, location, { customerId, groupId, customerIndex, locationIndex }),
    }));
  });
  const stored = await trx
    .insertInto('locations')
    .values(planned.map((plan) => plan.row))
    .returning(['id', 'number'])
    .execute();
  const idByNumber = new Map(stored.map((row) => [row.number, row.id]));

  const locations: SeededLocation[] = planned.map(({ customer, location, row }) => {
    const id = idByNumber.get(row.number);
    if (id === undefined) throw new Error(`Location ${location.name} was not stored`);
    return {
      id,
      key: location.key,
      customerId: row.customerId,
      role: customer.role,
      countryId: row.countryId ?? seed.countryId,
      isProvider: customer.role === 'provider',
      isPooling: customer.role === 'pooling',
      isActive: customer.role !== 'blocked' && !location.isBlocked,
      availableChoices: [],
    };
  });
  await seedLocationProducts(trx, seed, locations, choices);
  return {
    customerIds: new Map(seed.customers.map((customer) => [customer.role, customerIdOf(customer)])),
    locations,
  };
}

function seedPoolingGroups(trx: Kysely<DB>, seed: MarketSeed) {
  const names = seed.customers.flatMap((customer) => (customer.poolingGroup ? [customer.poolingGroup] : []));
  if (!names.length) return Promise.resolve([]);
  return trx
    .insertInto('poolingGroups')
    .values(names.map((name) => ({ marketId: seed.id, name })))
    .returning(['id', 'name'])
    .execute();
}

function customerRow(seed: MarketSeed, customer: CustomerSeed, random: Random) {
  const handle = asciiWords(customer.name)[0] ?? 'kunde';
  return {
    marketId: seed.id,
    name: customer.name,
    statusId: customer.role === 'blocked' ? 2 : 1,
    isPooling: customer.role === 'pooling',
    isCommission: customer.role === 'commission',
    isProvider: customer.role === 'provider',
    agreementStandard: customer.role !== 'noAgreement',
    info: customer.info ?? null,
    contactEmail: `${handle}@${seed.emailDomain}`,
    invoiceEmail: `invoice.${handle}@${seed.emailDomain}`,
    phone: random.pattern(seed.phonePattern),
    invoiceReference: customer.invoiceReference ?? null,
  };
}

interface LocationPlace {
  customerId: number;
  groupId: number | null;
  customerIndex: number;
  locationIndex: number;
}

/**
 * The last location of each customer that is not the provider gets the notification e-mails
 * (issue 17 item 7), so a demo status change shows such mail in the e-mail archive. Not the first: the
 * demo schedules order to Lillehammer at every start, which would mail before anyone did anything.
 */
function notificationAddresses(seed: MarketSeed, customer: CustomerSeed, place: LocationPlace) {
  if (customer.role === 'provider' || place.locationIndex !== customer.locations.length - 1) return {};
  const handle = asciiWords(customer.name)[0] ?? 'kunde';
  return {
    emailOrderConfirmed: `order.${handle}@${seed.emailDomain}`,
    emailPurchaseOrder: `purchase.${handle}@${seed.emailDomain}`,
    emailReturnOrder: `return.${handle}@${seed.emailDomain}`,
  };
}

function locationRow(
  seed: MarketSeed,
  customer: CustomerSeed,
  location: LocationSeed,
  place: LocationPlace,
): Insertable<LocationsTable> & { number: string; customerId: number } {
  const glnBody = `${seed.glnPrefix}${String(place.customerIndex + 1).padStart(2, '0')}${String(place.locationIndex + 1).padStart(3, '0')}`;
  return {
    marketId: seed.id,
    customerId: place.customerId,
    name: location.name,
    number: location.number ?? glnWithCheckDigit(glnBody),
    typeId: location.typeId,
    statusId: location.isBlocked ? 2 : 1,
    isPooling: customer.role === 'pooling',
    isCommission: customer.role === 'commission',
    isProvider: customer.role === 'provider',
    isDispatch: location.isDispatch ?? false,
    isContainerActive: location.isContainerActive ?? false,
    poolingGroupId: place.groupId,
    palletReceiptDays: location.palletReceiptDays ?? [],
    hasRamp: location.hasRamp ?? false,
    needsLift: location.needsLift ?? false,
    deliveryBetween: location.deliveryBetween ?? null,
    deliveryInstructions: location.deliveryInstructions ?? null,
    transportInstructions: location.transportInstructions ?? null,
    ...notificationAddresses(seed, customer, place),
    street: location.street,
    postCode: location.postCode,
    postPlace: location.postPlace,
    countryId: location.countryId ?? seed.countryId,
  };
}
