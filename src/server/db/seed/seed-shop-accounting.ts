import type { Kysely } from 'kysely';
import { vatRates } from '../../../domain/reports/invoices.ts';
import { entryAmounts } from '../../../domain/shop-accounting/amounts.ts';
import type { PaymentMethod, ShopChannel } from '../../../domain/shop-accounting/schemas.ts';
import type { DB } from '../schema.ts';
import { timeZoneOf } from '../../../domain/shared/market-time-zones.ts';
import { addDays, atTime, isoDate } from './seed-dates.ts';
import type { SeededMarket } from './seeded-market.ts';
import { createRandom, seedFromText } from './seeded-random.ts';

/** Shop buyers are walk-in customers; wholesale buyers are firms that buy by the load. */
const buyersOf: Record<string, { shop: string[]; wholesale: string[] }> = {
  no: {
    shop: ['Kontantkunde', 'Ole Hansen', 'Kari Nordmann', 'Snekker Berg', 'Lise Haugen', 'Hageservice Vik'],
    wholesale: ['Byggmakker Furuset', 'Oslo Emballasje AS', 'Grorud Trelast AS', 'Romerike Logistikk AS'],
  },
  se: {
    shop: ['Kontantkund', 'Anna Lindqvist', 'Erik Johansson', 'Snickeri Berg'],
    wholesale: ['Stockholms Emballage AB', 'Bygg & Trä i Järfälla AB', 'Mälardalens Logistik AB'],
  },
  dk: {
    shop: ['Kontantkunde', 'Mette Nielsen', 'Søren Jensen', 'Tømrer Holm'],
    wholesale: ['Vestegnens Emballage ApS', 'Brøndby Trælast A/S', 'Sjællands Logistik A/S'],
  },
  fi: {
    shop: ['Käteisasiakas', 'Matti Virtanen', 'Laura Mäkinen', 'Puusepänliike Koski'],
    wholesale: ['Vantaan Pakkaus Oy', 'Uudenmaan Logistiikka Oy', 'Rakennus-Puu Oy'],
  },
  swa: {
    shop: ['Walk-in customer', 'Mpho Dlamini', 'Sipho Nkosi'],
    wholesale: ['Gauteng Packaging (Pty) Ltd', 'Rand Logistics (Pty) Ltd'],
  },
};

/** List prices in NOK before the market's price factor: shop per pallet, wholesale a little lower. */
const shopPrice = (index: number) => 95 + ((index * 37) % 120);

/** The Norwegian cashier the provider enabled for shop accounting (not provider staff). */
const cashier = { loginName: 'kasse', name: 'Hanne Kristiansen', phone: '+47 918 22 467' };

/**
 * Demo shop and wholesale transactions of the provider (issue 20 item 5): four weeks of sales in every
 * market on the market's own products, a few reversals, every day up to yesterday closed. Its own random
 * stream, and it runs last, so no other demo data changes. In Norway also the cashier `kasse`.
 */
export async function seedShopAccounting(trx: Kysely<DB>, market: SeededMarket, now: Date): Promise<void> {
  const { seed } = market;
  // The market's day on its own clock, as the server's ledger counts it (not Node's local zone).
  const marketDay = new Intl.DateTimeFormat('sv-SE', { timeZone: timeZoneOf(seed.id) }).format(now);
  const [todayYear, todayMonth, todayDate] = marketDay.split('-').map(Number) as [number, number, number];
  const today = new Date(todayYear, todayMonth - 1, todayDate);
  const random = createRandom(seedFromText(`pallet-portal:${seed.id}:shop-accounting`));
  const staff = await trx
    .selectFrom('users')
    .select(['id', 'locationId', 'customerId', 'passwordHash'])
    .where('marketId', '=', seed.id)
    .where('isProvider', '=', true)
    .where('isActive', '=', true)
    .orderBy('id')
    .execute();
  const first = staff[0];
  if (!first) return;
  const keepers = [first.id];
  if (seed.id === 'no') {
    const kasse = await trx
      .insertInto('users')
      .values({
        marketId: seed.id,
        customerId: first.customerId,
        locationId: first.locationId,
        loginName: cashier.loginName,
        name: cashier.name,
        email: `${cashier.loginName}@${seed.emailDomain}`,
        phone: cashier.phone,
        language: seed.language,
        passwordHash: first.passwordHash,
        confirmedGdpr: true,
        shopAccounting: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    keepers.push(kasse.id);
  }
  const products = await trx
    .selectFrom('products as p')
    .select('p.id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('productChoices as c')
          .innerJoin('locationProducts as lp', 'lp.productChoiceId', 'c.id')
          .innerJoin('locations as l', 'l.id', 'lp.locationId')
          .select('c.id')
          .whereRef('c.productId', '=', 'p.id')
          .where('l.marketId', '=', seed.id),
      ),
    )
    .orderBy('p.id')
    .execute();
  if (products.length === 0) return;
  const vatRate = vatRates[seed.id] ?? 25;
  const buyers = buyersOf[seed.id] ?? buyersOf.swa!;
  const mobile: PaymentMethod = 'Mobile';

  interface Entry {
    day: Date;
    channel: ShopChannel;
    buyer: string;
    productId: string;
    quantity: number;
    unitPrice: number;
    paymentMethod: PaymentMethod;
    createdBy: number;
    createdAt: Date;
  }
  const entries: Entry[] = [];
  for (let back = 27; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    if (day.getDay() === 0) continue;
    const count = day.getDay() === 6 ? random.int(2, 4) : random.int(3, 7);
    for (let n = 0; n < count; n += 1) {
      const channel: ShopChannel = random.chance(0.3) ? 'Wholesale' : 'Shop';
      const productIndex = random.int(0, products.length - 1);
      const list = shopPrice(productIndex) * seed.priceFactor;
      const unitPrice = Math.round((channel === 'Wholesale' ? list * 0.82 : list) * 100) / 100;
      entries.push({
        day,
        channel,
        buyer: random.pick(channel === 'Wholesale' ? buyers.wholesale : buyers.shop),
        productId: products[productIndex]!.id,
        quantity: channel === 'Wholesale' ? random.int(4, 40) * 10 : random.int(1, 24),
        unitPrice,
        paymentMethod:
          channel === 'Wholesale'
            ? random.chance(0.85)
              ? 'Invoice'
              : 'Card'
            : random.weighted<PaymentMethod>([
                ['Card', 5],
                ['Cash', 2],
                [mobile, 3],
              ]),
        createdBy: random.pick(keepers),
        createdAt: atTime(day, 8 + Math.floor((n * 9) / count), random.int(0, 59)),
      });
    }
  }
  const inserted = await trx
    .insertInto('shopTransactions')
    .values(
      entries.map((entry) => ({
        marketId: seed.id,
        date: isoDate(entry.day),
        channel: entry.channel,
        buyer: entry.buyer,
        productId: entry.productId,
        quantity: entry.quantity,
        unitPrice: entry.unitPrice,
        vatRate,
        ...entryAmounts(entry.quantity, entry.unitPrice, vatRate),
        paymentMethod: entry.paymentMethod,
        createdBy: entry.createdBy,
        createdAt: entry.createdAt,
      })),
    )
    .returning(['id', 'quantity', 'net', 'vat', 'gross'])
    .execute();

  // Every ninth entry was wrong and is reversed the same day, an hour later: the original stays.
  const reversals = inserted.flatMap((row, index) => {
    const entry = entries[index]!;
    if (index % 9 !== 4) return [];
    return [
      {
        marketId: seed.id,
        date: isoDate(entry.day),
        channel: entry.channel,
        buyer: entry.buyer,
        productId: entry.productId,
        quantity: -row.quantity,
        unitPrice: entry.unitPrice,
        vatRate,
        net: -Number(row.net),
        vat: -Number(row.vat),
        gross: -Number(row.gross),
        paymentMethod: entry.paymentMethod,
        reversesId: row.id,
        createdBy: entry.createdBy,
        createdAt: new Date(entry.createdAt.getTime() + 3_600_000),
      },
    ];
  });
  if (reversals.length > 0) await trx.insertInto('shopTransactions').values(reversals).execute();

  // Every day up to yesterday is closed, by the first provider staff member at six in the evening.
  const yesterday = isoDate(addDays(today, -1));
  const sums = await trx
    .selectFrom('shopTransactions')
    .select((eb) => [
      'date',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('net').as('net'),
      eb.fn.sum<number>('vat').as('vat'),
      eb.fn.sum<number>('gross').as('gross'),
    ])
    .where('marketId', '=', seed.id)
    .where('date', '<=', yesterday)
    .groupBy('date')
    .orderBy('date')
    .execute();
  if (sums.length === 0) return;
  await trx
    .insertInto('shopDayClosings')
    .values(
      sums.map((day) => {
        const [year, month, date] = day.date.split('-').map(Number) as [number, number, number];
        return {
          marketId: seed.id,
          date: day.date,
          count: Number(day.count),
          net: day.net,
          vat: day.vat,
          gross: day.gross,
          closedBy: first.id,
          closedAt: new Date(year, month - 1, date, 18, 0),
        };
      }),
    )
    .execute();
}
