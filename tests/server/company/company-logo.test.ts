import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLogoBytes } from '../../../src/domain/admin/company-logo.ts';
import type { SessionStatus } from '../../../src/domain/session/session-status.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { companyOf, customerIdOf, getLogo, postLogo, tinyImages } from './company-api.ts';

describe('the company logo (issue 17 item 1, spec §3 Company, §5, §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('stores a PNG, serves it with its type and an etag, and shows it in the session status', async () => {
    const answer = await postLogo(t, 'kunde.admin', { name: 'logo.png', content: tinyImages.png });
    expect(answer.status).toBe(200);
    const logoUrl = answer.body.data?.logoUrl;
    expect(logoUrl).toMatch(/^companyLogo\?v=/);
    expect((await companyOf(t, 'kunde.admin')).logoUrl).toBe(logoUrl);

    const served = await getLogo(t, 'kunde.admin');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload).equals(tinyImages.png)).toBe(true);
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await getLogo(t, 'kunde.admin', etag)).statusCode).toBe(304);

    // Every user of the customer sees it in the shell; another customer's users do not.
    const status = await t.callAs<SessionStatus>('rapport', 'GET', 'Status');
    expect(status.body.data?.customer.image).toBe(logoUrl);
    expect((await getLogo(t, 'rapport')).statusCode).toBe(200);
    expect((await getLogo(t, 'butikk')).statusCode).toBe(404);
  });

  it('takes JPEG and WebP by their bytes, whatever the name and claimed type', async () => {
    const jpeg = await postLogo(t, 'kunde.admin', {
      name: 'logo.gif',
      content: tinyImages.jpeg,
      type: 'text/plain',
    });
    expect(jpeg.status).toBe(200);
    expect((await getLogo(t, 'kunde.admin')).headers['content-type']).toBe('image/jpeg');
    const webp = await postLogo(t, 'kunde.admin', { name: 'logo', content: tinyImages.webp });
    expect(webp.status).toBe(200);
    expect(webp.body.data?.logoUrl).not.toBe(jpeg.body.data?.logoUrl);
    expect((await getLogo(t, 'kunde.admin')).headers['content-type']).toBe('image/webp');
  });

  it("refuses a text file named .png with 400 'Please select an image file'", async () => {
    const before = await getLogo(t, 'kunde.admin');
    const answer = await postLogo(t, 'kunde.admin', {
      name: 'logo.png',
      type: 'image/png',
      content: Buffer.from('This is not a picture at all'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ message: 'Please select an image file', code: 'LogoNotImage' });
    expect((await postLogo(t, 'kunde.admin', null)).status).toBe(400);
    const after = await getLogo(t, 'kunde.admin');
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it('refuses a logo over 1 MB with 413', async () => {
    const big = Buffer.concat([tinyImages.png, Buffer.alloc(maxLogoBytes)]);
    const answer = await postLogo(t, 'kunde.admin', { name: 'big.png', content: big });
    expect(answer.status).toBe(413);
  });

  it('refuses a user who is not a customer admin with 403 (butikk)', async () => {
    expect((await postLogo(t, 'butikk', { name: 'logo.png', content: tinyImages.png })).status).toBe(403);
    expect((await t.callAs('butikk', 'POST', 'companyLogoDelete')).status).toBe(403);
  });

  it("lets a global admin set the logo of the customer they act for, not the admin's own", async () => {
    const butikkCustomer = await customerIdOf(t, 'butikk');
    const globalCustomer = await customerIdOf(t, 'global');
    await t.callAs('global', 'POST', 'status', { body: { customerId: butikkCustomer } });
    const answer = await postLogo(t, 'global', { name: 'logo.png', content: tinyImages.png });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.id).toBe(butikkCustomer);
    expect((await getLogo(t, 'butikk')).statusCode).toBe(200);
    await t.callAs('global', 'POST', 'status', { body: { customerId: globalCustomer } });
    expect((await getLogo(t, 'global')).statusCode).toBe(404);
  });

  it('deletes the logo: the status has no image and the logo is gone', async () => {
    const answer = await t.callAs<{ logoUrl: string | null }>('kunde.admin', 'POST', 'companyLogoDelete');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.logoUrl).toBeNull();
    expect((await getLogo(t, 'kunde.admin')).statusCode).toBe(404);
    const status = await t.callAs<SessionStatus>('kunde.admin', 'GET', 'Status');
    expect(status.body.data?.customer.image).toBeNull();
  });
});
