import { tinyImages } from '../company/company-api.ts';
import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, type Expectation } from './expectations.ts';

/**
 * Reading and publishing messages, articles and guides (issue 19 items 3 and 5). Texts are market-wide:
 * a caller of another market asking for a Norwegian id is told it does not exist. Publishing is for
 * global admins (spec §6: the Admin menu).
 */
const reader: Expectation = { ...anyUser(), 'se butik': 404 };
const publisher: Expectation = { ...anyUser(403), global: 200 };

/** A published news text of the Norwegian market for every location type (seeded). */
const shownNews = async ({ t }: CaseContext) => {
  const row = await t.app.db
    .selectFrom('messages')
    .select('id')
    .where('marketId', '=', 'no')
    .where('type', '=', 'Messages')
    .where('visibility', '=', 'Published')
    .where('locationType', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A fresh draft per case, so the global admin's publish or withdraw meets the current version. */
const freshDraft = async ({ t }: CaseContext) => {
  const row = await t.app.db
    .insertInto('messages')
    .values({
      marketId: 'no',
      type: 'Messages',
      language: 'nb-NO',
      title: 'Matrix',
      text: '<p>x</p>',
      visibility: 'Draft',
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  return { body: row };
};

const draftInput = {
  type: 'Messages',
  title: 'Matrix draft',
  area: null,
  path: null,
  date: '2026-11-26',
  language: 'nb-NO',
  locationType: null,
  mustRead: false,
  showFrom: null,
  showTo: null,
  html: '<p>Matrix</p>',
};

export const publishingAccess: Record<string, RouteEntry> = {
  'GET Message': {
    request: async (ctx) => ({ query: { id: String(await shownNews(ctx)) } }),
    expect: reader,
  },
  'POST messageRead': {
    request: async (ctx) => ({ body: { messageId: await shownNews(ctx) } }),
    expect: reader,
  },
  'GET MustReadMessages': { request: () => ({ query: { language: 'nb-NO' } }), expect: anyUser() },
  // Public within its market (an <img> sends no token); another market's API does not know the key.
  'GET MessageImage': {
    request: async ({ t }) => {
      const image = await t.app.db
        .insertInto('messageImages')
        .values({
          marketId: 'no',
          content: tinyImages.png,
          contentType: 'image/png',
          sizeBytes: tinyImages.png.length,
        })
        .returning('key')
        .executeTakeFirstOrThrow();
      return { query: { key: image.key } };
    },
    expect: { anonymous: 200, wrongMarket: 200, user: 200, 'se butik': 404 },
  },
  'GET PublishedMessages': { expect: publisher },
  'GET PublishedMessage': {
    request: async (ctx) => ({ query: { id: String(await shownNews(ctx)) } }),
    expect: publisher,
  },
  'POST publishedMessage': { request: () => ({ body: draftInput }), expect: publisher },
  'POST publishedMessagePublish': { request: freshDraft, expect: publisher },
  'POST publishedMessageWithdraw': { request: freshDraft, expect: publisher },
  // A form without its picture: the publisher's answer is the 400 of a missing file.
  'POST messageImage': {
    request: () => ({ form: { note: 'matrix' } }),
    expect: { ...publisher, global: 400 },
  },
};
