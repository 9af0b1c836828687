import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { MarketSeed } from './market-seed.ts';
import { seedAlerts } from './seed-alerts.ts';
import { seedAuditLog } from './seed-audit-log.ts';
import { seedChain } from './seed-chain.ts';
import { seedCompanies } from './seed-companies.ts';
import { seedContainers } from './seed-containers.ts';
import { seedContainerOrdersAndRentals } from './seed-rentals.ts';
import { seedShopAccounting } from './seed-shop-accounting.ts';
import { seedCounts } from './seed-counts.ts';
import { startOfDay } from './seed-dates.ts';
import { seedInvoices } from './seed-invoices.ts';
import { seedInterCompanyLinks } from './seed-inter-company-links.ts';
import { seedMessages } from './seed-messages.ts';
import { seedNewCustomerRequests } from './seed-new-customer-requests.ts';
import { seedOrderSchedules } from './seed-order-schedules.ts';
import { seedOrders } from './seed-orders.ts';
import { seedSupport } from './seed-support.ts';
import type { SeededChoice } from './seed-reference.ts';
import { seedTruckTypes } from './seed-truck-types.ts';
import { seedUsers } from './seed-users.ts';
import { createRandom, seedFromText } from './seeded-random.ts';

export interface SeedRun {
  trx: Kysely<DB>;
  markets: readonly MarketSeed[];
  choices: readonly SeededChoice[];
  passwordHash: string;
  now: Date;
}

/** All demo data of one market; its own random stream keeps it the same from run to run. */
export async function seedMarket(run: SeedRun, seed: MarketSeed): Promise<void> {
  const { trx, now } = run;
  const random = createRandom(seedFromText(`pallet-portal:${seed.id}`));
  const today = startOfDay(now);
  await trx
    .insertInto('markets')
    .values({
      id: seed.id,
      name: seed.name,
      countryId: seed.countryId,
      currency: seed.currency,
      defaultLanguage: seed.language,
      requiresAgreement: seed.requiresAgreement,
      customerServiceEmail: `kundeservice@${seed.emailDomain}`,
    })
    .execute();
  const trucks = await seedTruckTypes(trx, seed);
  const companies = await seedCompanies(trx, seed, run.choices, random);
  const users = await seedUsers(trx, { seed, random, today, ...companies }, run.passwordHash);
  const market = { seed, random, today, ...companies, users };
  const messages = await seedMessages(trx, market);
  const orders = await seedOrders(trx, market, trucks, now);
  await seedCounts(trx, market, now);
  const containers = await seedContainers(trx, market);
  await seedContainerOrdersAndRentals(trx, market, containers, now);
  await seedInvoices(trx, market, now);
  await seedOrderSchedules(trx, market, trucks);
  await seedAlerts(trx, market, messages, orders);
  await seedInterCompanyLinks(trx, seed, run.markets);
  await seedNewCustomerRequests(trx, market);
  await seedSupport(trx, market, orders);
  await seedAuditLog(trx, market, now);
  await seedShopAccounting(trx, market, now);
  // Last, on its own random stream: the demo data above stays as it was (issue 21 item 8).
  await seedChain(trx, market, run.choices, trucks, now);
}
