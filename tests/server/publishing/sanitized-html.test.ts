import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { tinyImages } from '../company/company-api.ts';
import { postImage, publishMessage, type ShownMessage } from './publishing-api.ts';

const hostile = [
  '<h2>Dock rules</h2>',
  '<p onclick="steal()" style="position:fixed">Read <strong>this</strong><script>window.pwned = 1</script></p>',
  '<img src="x" onerror="window.pwned = 1">',
  '<a href="javascript:window.pwned = 1">click</a><a href="https://example.com/rules">rules</a>',
  '<iframe src="https://example.com"></iframe><svg onload="window.pwned = 1"></svg>',
  '<img src="https://tracker.example.com/pixel.gif">',
].join('');

describe('the HTML of a published text is sanitized on the server (issue 19 item 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('never keeps a script, an event attribute, a javascript: link or an outside picture', async () => {
    const published = await publishMessage(t, { html: hostile });
    const detail = await t.callAs<ShownMessage>('butikk', 'GET', 'Message', {
      query: { id: String(published.id) },
    });
    expect(detail.status).toBe(200);
    for (const html of [published.html, detail.body.data!.html!]) {
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=|tracker/i);
      expect(html).toContain('<h2>Dock rules</h2>');
      expect(html).toContain('<strong>this</strong>');
      expect(html).toContain('href="https://example.com/rules"');
      expect(html).toContain('rel="noopener noreferrer nofollow"');
    }
  });

  it('keeps a picture stored by POST messageImage and serves it without a session', async () => {
    const upload = await postImage(t, 'global', tinyImages.png);
    expect(upload.status).toBe(200);
    const { src } = upload.body.data!;
    expect(src).toMatch(/^\/api\/no\/MessageImage\?key=[0-9a-f-]{36}$/);
    const published = await publishMessage(t, { html: `<p>Look</p><img src="${src}" alt="Dock">` });
    expect(published.html).toContain(`src="${src}"`);

    const picture = await t.app.inject({ method: 'GET', url: src });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(tinyImages.png)).toBe(true);
    // Another market's API does not serve it.
    const elsewhere = await t.app.inject({ method: 'GET', url: src.replace('/api/no/', '/api/se/') });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('checks a picture by its content: a text file named .png is refused with 400', async () => {
    const upload = await postImage(t, 'global', Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(upload.status).toBe(400);
    expect(upload.body.error?.message).toContain('image');
    expect(await t.app.db.selectFrom('messageImages').select('key').execute()).toHaveLength(1);
  });

  it('refuses a picture from anyone but a publisher (403)', async () => {
    expect((await postImage(t, 'kunde.admin', tinyImages.png)).status).toBe(403);
  });
});
