import type { Kysely, Selectable } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB, TruckTypesTable } from '../schema.ts';
import type { MarketSeed } from './market-seed.ts';

/**
 * The trucks of spec §3: tpuCount stack places per deck, qtyHeight stacks on top of each other, and a
 * second deck on the double-decker. The lorry is the default.
 */
const trucks = [
  { kind: 'van', tpuCount: 8, qtyHeight: 1, tpuCount2: 0, qtyHeight2: 0, isDefault: false },
  { kind: 'lorry', tpuCount: 18, qtyHeight: 2, tpuCount2: 0, qtyHeight2: 0, isDefault: true },
  { kind: 'trailer', tpuCount: 33, qtyHeight: 2, tpuCount2: 0, qtyHeight2: 0, isDefault: false },
  { kind: 'doubleDeck', tpuCount: 33, qtyHeight: 2, tpuCount2: 33, qtyHeight2: 2, isDefault: false },
] as const;

type TruckKind = (typeof trucks)[number]['kind'];

const truckNames: Record<Locale, Record<TruckKind, string>> = {
  'nb-NO': { van: 'Varebil', lorry: 'Lastebil', trailer: 'Semitrailer', doubleDeck: 'Dobbeldekker semi' },
  'sv-SE': { van: 'Skåpbil', lorry: 'Lastbil', trailer: 'Trailer', doubleDeck: 'Dubbeldäckare' },
  'da-DK': { van: 'Varevogn', lorry: 'Lastbil', trailer: 'Sættevogn', doubleDeck: 'Dobbeltdækker' },
  'fi-FI': {
    van: 'Pakettiauto',
    lorry: 'Kuorma-auto',
    trailer: 'Puoliperävaunu',
    doubleDeck: 'Kaksikerrosperävaunu',
  },
  'en-US': { van: 'Van', lorry: 'Lorry', trailer: 'Trailer', doubleDeck: 'Double-deck trailer' },
};

export type SeededTruck = Selectable<TruckTypesTable>;

/** How many stacks (TPU) a truck carries when full. */
export function truckCapacity(truck: SeededTruck): number {
  return truck.tpuCount * truck.qtyHeight + truck.tpuCount2 * truck.qtyHeight2;
}

export function seedTruckTypes(trx: Kysely<DB>, seed: MarketSeed): Promise<SeededTruck[]> {
  return trx
    .insertInto('truckTypes')
    .values(
      trucks.map(({ kind, ...truck }) => ({
        ...truck,
        marketId: seed.id,
        name: truckNames[seed.language][kind],
      })),
    )
    .returningAll()
    .execute();
}
