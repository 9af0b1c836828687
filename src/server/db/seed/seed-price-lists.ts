import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { MarketSeed } from './market-seed.ts';
import { productChoices, products, type ProductId } from './product-catalog.ts';
import { isoDate } from './seed-dates.ts';

/**
 * Per pallet, relative to the product's list price (its usual choice's, product-catalog.ts): bought,
 * picked up and washed (as an HE order's lines are priced, order-lines.ts), and what a commission
 * location earns for handling one.
 */
const kindShare = { purchase: 1, washing: 0.15, commission: 0.05 } as const;
/** The products whose prices rose six months ago, and by how much. */
const priceRise: Partial<Record<ProductId, number>> = { EUR: 1.06, HALF: 1.04, CRATE: 1.08, ROLL: 1.03 };

const roundPrice = (value: number) => Math.round(value * 100) / 100;

/** The first day of the month `months` before the day's month, as yyyy-MM-dd. */
const monthsBack = (day: Date, months: number) =>
  isoDate(new Date(day.getFullYear(), day.getMonth() - months, 1));

/**
 * The market's price list (issue 18): for every product of the catalogue a purchase, washing and
 * commission price in the market's currency (NOK list prices × the market's price factor; euros in
 * Finland), valid from two years back; some products with a price rise six months back. Deterministic:
 * the same prices on every run, only the dates follow `today`.
 */
export async function seedPriceLists(
  trx: Kysely<DB>,
  seed: MarketSeed,
  today: Date = new Date(),
): Promise<void> {
  const since = monthsBack(today, 24);
  const risen = monthsBack(today, 6);
  const rows = products.flatMap((product) => {
    const listPrice = productChoices.find((choice) => choice.productId === product.id)?.priceNok ?? 0;
    return (Object.keys(kindShare) as (keyof typeof kindShare)[]).flatMap((kind) => {
      const price = roundPrice(listPrice * kindShare[kind] * seed.priceFactor);
      const rise = priceRise[product.id];
      const base = { marketId: seed.id, productId: product.id, kind };
      return [
        { ...base, price, validFrom: since },
        ...(rise ? [{ ...base, price: roundPrice(price * rise), validFrom: risen }] : []),
      ];
    });
  });
  await trx.insertInto('priceLists').values(rows).execute();
}
