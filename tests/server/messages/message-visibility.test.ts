import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  daysFromToday,
  makeMessageInput,
  publishMessage,
  saveMessage,
  shownTitles,
  type ShownMessage,
} from '../publishing/publishing-api.ts';

describe('who is shown a published text (issue 19 item 3, spec §3 Published message)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('shows a text only between show-from and show-to', async () => {
    const current = await publishMessage(t, { showFrom: daysFromToday(-2), showTo: daysFromToday(2) });
    const future = await publishMessage(t, { showFrom: daysFromToday(1) });
    const past = await publishMessage(t, { showFrom: daysFromToday(-9), showTo: daysFromToday(-1) });
    const lastDay = await publishMessage(t, { showFrom: null, showTo: daysFromToday(0) });
    const titles = await shownTitles(t, 'butikk');
    expect(titles).toContain(current.title);
    expect(titles).toContain(lastDay.title);
    expect(titles).not.toContain(future.title);
    expect(titles).not.toContain(past.title);
    const detail = await t.callAs('butikk', 'GET', 'Message', { query: { id: String(future.id) } });
    expect(detail.status).toBe(404);
  });

  it('lists by the asked language and by type', async () => {
    const swedish = await publishMessage(t, { language: 'sv-SE' });
    const article = await publishMessage(t, { type: 'Articles' });
    expect(await shownTitles(t, 'butikk', 'Messages', 'sv-SE')).toContain(swedish.title);
    expect(await shownTitles(t, 'butikk', 'Messages', 'nb-NO')).not.toContain(swedish.title);
    expect(await shownTitles(t, 'butikk', 'Articles')).toContain(article.title);
    expect(await shownTitles(t, 'butikk', 'Messages')).not.toContain(article.title);
  });

  it('shows a text meant for a location type only at locations of that type', async () => {
    // butikk acts at a shop (GRS), kunde.admin at a supplier (LEV).
    const forShops = await publishMessage(t, { locationType: 'GRS' });
    expect(await shownTitles(t, 'butikk')).toContain(forShops.title);
    expect(await shownTitles(t, 'kunde.admin')).not.toContain(forShops.title);
    const hidden = await t.callAs('kunde.admin', 'GET', 'Message', { query: { id: String(forShops.id) } });
    expect(hidden.status).toBe(404);
  });

  it('never shows a draft to a reader', async () => {
    const draft = (await saveMessage(t, makeMessageInput())).body.data!;
    expect(await shownTitles(t, 'butikk')).not.toContain(draft.title);
    expect((await t.callAs('global', 'GET', 'Message', { query: { id: String(draft.id) } })).status).toBe(
      404,
    );
  });

  it("keeps the read state per user: one user's read is not another's", async () => {
    const news = await publishMessage(t);
    const read = await t.callAs<ShownMessage>('butikk', 'POST', 'messageRead', {
      body: { messageId: news.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.data!.read).toBe(true);
    const stateOf = async (login: string) => {
      const list = await t.callAs<ShownMessage[]>(login, 'GET', 'Messages', { query: { type: 'Messages' } });
      return list.body.data!.find((message) => message.id === news.id)?.read;
    };
    expect(await stateOf('butikk')).toBe(true);
    expect(await stateOf('martin.solberg')).toBe(false);
    const unknown = await t.callAs('butikk', 'POST', 'messageRead', { body: { messageId: 2_000_000 } });
    expect(unknown.status).toBe(404);
    const bad = await t.callAs('butikk', 'POST', 'messageRead', { body: { messageId: '1' } });
    expect(bad.status).toBe(400);
  });

  it('answers a list with plain text and a detail with the formatted HTML', async () => {
    const news = await publishMessage(t, { html: '<h2>Heading</h2><p>One &amp; <em>two</em></p>' });
    const list = await t.callAs<ShownMessage[]>('butikk', 'GET', 'Messages', { query: { type: 'Messages' } });
    expect(list.body.data!.find((message) => message.id === news.id)?.text).toBe('Heading\nOne & two');
    const detail = await t.callAs<ShownMessage>('butikk', 'GET', 'Message', {
      query: { id: String(news.id) },
    });
    expect(detail.body.data!.html).toBe('<h2>Heading</h2><p>One &amp; <em>two</em></p>');
  });

  it('seeds articles and guides with formatted text in all five languages', async () => {
    for (const language of ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'en-US']) {
      for (const type of ['Articles', 'Guides', 'Messages']) {
        const list = await t.callAs<ShownMessage[]>('butikk', 'GET', 'Messages', {
          query: { type, language },
        });
        expect(list.body.data!.length, `${type} ${language}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('seeds a Reports note in every language, which the reports index shows, and no live System notice', async () => {
    for (const language of ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'en-US']) {
      const reports = await t.callAs<ShownMessage[]>('rapport', 'GET', 'Messages', {
        query: { type: 'Reports', language },
      });
      expect(reports.body.data!.length, language).toBe(1);
      expect(reports.body.data![0]!.text).not.toContain('<p>');
    }
    const system = await t.callAs<ShownMessage[]>('butikk', 'GET', 'Messages', {
      query: { type: 'System', language: 'en-US' },
    });
    expect(system.body.data).toEqual([]);
  });
});
