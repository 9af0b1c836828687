import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { insertInBatches } from './insert-in-batches.ts';
import type { MarketSeed } from './market-seed.ts';
import type { SeededChoice } from './seed-reference.ts';
import type { SeededLocation } from './seeded-market.ts';

type Availability = 'available' | 'not_available' | 'out_of_stock';

/**
 * What each location may order. Provider locations carry every choice, the others their customer's
 * products. A fixed pattern marks about one choice in seven 'not_available' and one in seven
 * 'out_of_stock', so the product picker's messages of spec §5 can be shown; a product's usual choice
 * (its first in the catalogue) always stays available.
 */
export async function seedLocationProducts(
  trx: Kysely<DB>,
  seed: MarketSeed,
  locations: SeededLocation[],
  choices: readonly SeededChoice[],
): Promise<void> {
  const rows = locations.flatMap((location, locationIndex) => {
    const customer = seed.customers.find((candidate) =>
      candidate.locations.some((l) => l.key === location.key),
    );
    const carried = location.isProvider
      ? choices
      : choices.filter((choice) => customer?.productIds.includes(choice.productId));
    return carried.map((choice, choiceIndex) => {
      const availability = availabilityOf(choices, choice, locationIndex + choiceIndex);
      if (availability === 'available') location.availableChoices.push(choice);
      return { locationId: location.id, productChoiceId: choice.id, availability };
    });
  });
  await insertInBatches(rows, async (batch) => {
    await trx.insertInto('locationProducts').values(batch).execute();
    return [];
  });
}

function availabilityOf(choices: readonly SeededChoice[], choice: SeededChoice, slot: number): Availability {
  const isUsualChoice = choices.find((candidate) => candidate.productId === choice.productId) === choice;
  if (isUsualChoice) return 'available';
  if (slot % 7 === 3) return 'not_available';
  if (slot % 7 === 5) return 'out_of_stock';
  return 'available';
}
