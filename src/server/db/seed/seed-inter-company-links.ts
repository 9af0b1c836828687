import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { MarketSeed } from './market-seed.ts';

/** Links to the portals of the other countries (spec §3, inter-company link). */
export async function seedInterCompanyLinks(
  trx: Kysely<DB>,
  seed: MarketSeed,
  markets: readonly MarketSeed[],
): Promise<void> {
  const others = markets.filter((other) => other.countryId !== seed.countryId && other.id !== 'swa');
  if (!others.length) return;
  await trx
    .insertInto('interCompanyLinks')
    .values(
      others.map((other) => ({
        marketId: seed.id,
        url: `https://${other.id}.pallet-portal.example/`,
        companyCountry: other.countryId,
      })),
    )
    .execute();
}
