import type { Kysely } from 'kysely';
import { locales, type Locale } from '../../../domain/shared/locales.ts';
import type { DB, MessagesTable } from '../schema.ts';
import { articleTexts } from './article-texts.ts';
import { guideTexts } from './guide-texts.ts';
import {
  dockSafetyDraft,
  loginMessages,
  maintenanceNotice,
  newsMessages,
  poolingTermsMessage,
  reportsNote,
  type MessageText,
} from './message-texts.ts';
import { addDays, atTime, isoDate } from './seed-dates.ts';
import type { SeededMarket } from './seeded-market.ts';

export interface SeededMessages {
  /** The price-list news in the market's language, which the market-wide alert points to. */
  priceListId: number;
  /** The pooling terms, on Norway only. */
  poolingTermsId: number | null;
}

type SeededType = MessagesTable['type'];
const asHtml = (text: string) => (text.startsWith('<') ? text : `<p>${text}</p>`);

/**
 * Login welcome messages, news, articles and guides in all five languages on every market (issue 19
 * item 3), formatted as the rich-text editor writes them; a must-read draft and a withdrawn system
 * message for the publishing screen. No published must-read text is seeded: it would block every demo
 * login until read.
 */
export async function seedMessages(trx: Kysely<DB>, market: SeededMarket): Promise<SeededMessages> {
  const { seed, today } = market;
  const row = (type: SeededType, language: Locale, message: MessageText, daysAgo: number) => {
    const day = addDays(today, -daysAgo);
    return {
      marketId: seed.id,
      type,
      language,
      title: message.title,
      text: type === 'Login' ? message.text : asHtml(message.text),
      date: isoDate(day),
      showFrom: type === 'Login' ? null : isoDate(day),
      createdAt: atTime(day, 9, 0),
      updatedAt: atTime(day, 9, 0),
    };
  };
  const perLanguage = (type: SeededType, texts: Record<Locale, readonly MessageText[]>, daysAgo: number[]) =>
    locales.flatMap((language) =>
      texts[language].map((text, index) => row(type, language, text, daysAgo[index] ?? 0)),
    );

  const welcome = locales.flatMap((language) => {
    const [greeting, christmas] = loginMessages[language];
    return [row('Login', language, greeting, 20), row('Login', language, christmas, 40)];
  });
  const news = perLanguage('Messages', newsMessages, [3, 12]);
  const terms = seed.id === 'no' ? [row('Messages', 'nb-NO', poolingTermsMessage, 1)] : [];
  const articles = perLanguage('Articles', articleTexts, [30, 60]);
  const reportNotes = locales.map((language) => ({
    ...row('Reports', language, reportsNote[language], 5),
    taskId: 'REPORTS',
  }));
  const guides = perLanguage('Guides', guideTexts, [45, 90]).map((guide, index) => ({
    ...guide,
    // The second guide is about the dock (spec §3 area): the reception task.
    area: index % 2 === 1 ? 'RECEPTION' : null,
  }));
  const drafts = [
    { ...row('Messages', 'en-US', dockSafetyDraft, 0), mustRead: true, visibility: 'Draft' as const },
    {
      ...row('System', 'en-US', maintenanceNotice, 20),
      showTo: isoDate(addDays(today, -13)),
      visibility: 'Withdrawn' as const,
    },
  ];

  await trx
    .insertInto('messages')
    .values([...welcome, ...articles, ...guides, ...reportNotes, ...drafts])
    .execute();
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
