import type { Kysely } from 'kysely';
import { locales, type Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../schema.ts';
import { loginMessages, newsMessages, poolingTermsMessage, type MessageText } from './message-texts.ts';
import { addDays, atTime, isoDate } from './seed-dates.ts';
import type { SeededMarket } from './seeded-market.ts';

export interface SeededMessages {
  /** The price-list news in the market's language, which the market-wide alert points to. */
  priceListId: number;
  /** The pooling terms, on Norway only. */
  poolingTermsId: number | null;
}

/**
 * Login welcome messages in all five languages on every market (GET Messages falls back to the market's
 * language only when a language has none), and news in the market's language and in English.
 */
export async function seedMessages(trx: Kysely<DB>, market: SeededMarket): Promise<SeededMessages> {
  const { seed, today } = market;
  const row = (type: 'Login' | 'Messages', language: Locale, message: MessageText, daysAgo: number) => ({
    marketId: seed.id,
    type,
    language,
    title: message.title,
    text: message.text,
    showFrom: type === 'Messages' ? isoDate(addDays(today, -daysAgo)) : null,
    createdAt: atTime(addDays(today, -daysAgo), 9, 0),
  });
  const welcome = locales.flatMap((language) => {
    const [greeting, christmas] = loginMessages[language];
    return [row('Login', language, greeting, 20), row('Login', language, christmas, 40)];
  });
  const newsLanguages = [...new Set<Locale>([seed.language, 'en-US'])];
  const news = newsLanguages.flatMap((language) => {
    const [priceList, heatTreated] = newsMessages[language];
    return [row('Messages', language, priceList, 3), row('Messages', language, heatTreated, 12)];
  });
  const terms = seed.id === 'no' ? [row('Messages', 'nb-NO', poolingTermsMessage, 1)] : [];

  await trx.insertInto('messages').values(welcome).execute();
  const stored = await trx
    .insertInto('messages')
    .values([...news, ...terms])
    .returning(['id', 'title', 'language'])
    .execute();
  const idOf = (message: MessageText, language: Locale) => {
    const id = stored.find(
      (candidate) => candidate.title === message.title && candidate.language === language,
    )?.id;
    if (id === undefined) throw new Error(`Message '${message.title}' was not stored`);
    return id;
  };
  return {
    priceListId: idOf(newsMessages[seed.language][0], seed.language),
    poolingTermsId: terms.length ? idOf(poolingTermsMessage, 'nb-NO') : null,
  };
}
