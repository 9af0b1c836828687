import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { newsMessages, poolingTermsMessage, seeMessagesText } from './message-texts.ts';
import { addDays, atTime } from './seed-dates.ts';
import type { SeededMessages } from './seed-messages.ts';
import type { SeededOrder } from './seed-orders.ts';
import { customerIdOf, userOf, type SeededMarket } from './seeded-market.ts';

/**
 * A market-wide alert for the price-list news on every market. On Norway also the alerts the demo
 * logins need (spec §3, §4): a must-read one for kunde.admin's customer, an order alert for `lager`
 * about a disagreement at its location, and one that `global` has already read.
 */
export async function seedAlerts(
  trx: Kysely<DB>,
  market: SeededMarket,
  messages: SeededMessages,
  orders: readonly SeededOrder[],
): Promise<void> {
  const { seed, today } = market;
  const daysAgo = (days: number) => atTime(addDays(today, -days), 8, 30);
  await trx
    .insertInto('alerts')
    .values({
      marketId: seed.id,
      source: 'Message',
      sourceId: messages.priceListId,
      title: newsMessages[seed.language][0].title,
      text: seeMessagesText[seed.language],
      createdAt: daysAgo(3),
    })
    .execute();
  if (seed.id !== 'no') return;

  const lager = userOf(market, 'lager');
  const disagreement = orders.find(
    (order) => order.status === 6 && [order.locationIdFrom, order.locationIdTo].includes(lager.locationId),
  );
  if (!disagreement) throw new Error('The demo data has no disagreement at the location of lager');
  await trx
    .insertInto('alerts')
    .values([
      {
        marketId: seed.id,
        customerId: customerIdOf(market, 'pooling'),
        source: 'Message',
        sourceId: messages.poolingTermsId,
        title: poolingTermsMessage.title,
        text: poolingTermsMessage.text,
        mustRead: true,
        createdAt: daysAgo(1),
      },
      {
        marketId: seed.id,
        userId: lager.id,
        source: 'Order',
        sourceId: disagreement.id,
        title: `Avvik på ordre ${disagreement.orderNo}`,
        text: 'Mottaker har registrert et annet antall enn avsender.',
        createdAt: daysAgo(2),
      },
    ])
    .execute();

  const global = userOf(market, 'global');
  const read = await trx
    .insertInto('alerts')
    .values({
      marketId: seed.id,
      userId: global.id,
      source: 'Log',
      title: 'Nattlig import fullført',
      text: 'Saldoer og fakturagrunnlag er oppdatert for alle kunder.',
      createdAt: daysAgo(5),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('alertReads')
    .values({ alertId: read.id, userId: global.id, readAt: daysAgo(4) })
    .execute();
}
