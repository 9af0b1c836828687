import type { Kysely, Selectable } from 'kysely';
import type { LocalizedNames } from '../../../domain/shared/localized-names.ts';
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

/** Every market's trucks are named in the five languages; a read picks the session's (issue 15 item 5). */
const truckNames: Record<TruckKind, LocalizedNames> = {
  van: {
    'nb-NO': 'Varebil',
    'sv-SE': 'Skåpbil',
    'da-DK': 'Varevogn',
    'fi-FI': 'Pakettiauto',
    'en-US': 'Van',
  },
  lorry: {
    'nb-NO': 'Lastebil',
    'sv-SE': 'Lastbil',
    'da-DK': 'Lastbil',
    'fi-FI': 'Kuorma-auto',
    'en-US': 'Lorry',
  },
  trailer: {
    'nb-NO': 'Semitrailer',
    'sv-SE': 'Trailer',
    'da-DK': 'Sættevogn',
    'fi-FI': 'Puoliperävaunu',
    'en-US': 'Trailer',
  },
  doubleDeck: {
    'nb-NO': 'Dobbeldekker semi',
    'sv-SE': 'Dubbeldäckare',
    'da-DK': 'Dobbeltdækker',
    'fi-FI': 'Kaksikerrosperävaunu',
    'en-US': 'Double-deck trailer',
  },
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
        names: JSON.stringify(truckNames[kind]),
      })),
    )
    .returningAll()
    .execute();
}
