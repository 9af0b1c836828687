import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressCountryRegion } from '../../../src/domain/shared/post-code.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('GET AddressCountryRegions and AddressZipCode (spec §5, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('answers the four countries with their zip masks, the market country as default', async () => {
    const answer = await t.callAs<AddressCountryRegion[]>(null, 'GET', 'AddressCountryRegions');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((country) => country.id)).toEqual(['DAN', 'FIN', 'NOR', 'SVE']);
    expect(answer.body.data?.find((country) => country.isDefault)?.id).toBe('NOR');
    expect(answer.body.data?.find((country) => country.id === 'SVE')?.zipCodeMask).toBe('### ##|#####');
    expect(answer.body.data?.every((country) => country.isAvailable)).toBe(true);
  });

  it.each([
    ['se', 'SVE'],
    ['dk', 'DAN'],
    ['fi', 'FIN'],
    ['swa', 'NOR'],
  ])('defaults to the country of market %s', async (market, country) => {
    const answer = await t.callAs<AddressCountryRegion[]>(null, 'GET', 'AddressCountryRegions', { market });
    expect(answer.body.data?.find((entry) => entry.isDefault)?.id).toBe(country);
  });

  it('finds the post place of a known code', async () => {
    const answer = await t.callAs(null, 'GET', 'AddressZipCode', {
      query: { countryId: 'NOR', postalCode: '5003' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ name: 'BERGEN' });
  });

  it('matches a Swedish code with or without its space', async () => {
    for (const postalCode of ['111 20', '11120']) {
      const answer = await t.callAs(null, 'GET', 'AddressZipCode', {
        query: { countryId: 'SVE', postalCode },
      });
      expect(answer.body.data).toEqual({ name: 'STOCKHOLM' });
    }
  });

  it('answers nothing for an unknown code', async () => {
    const answer = await t.callAs(null, 'GET', 'AddressZipCode', {
      query: { countryId: 'NOR', postalCode: '0001' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
  });

  it('refuses an unknown country with 400 naming the field', async () => {
    const answer = await t.callAs(null, 'GET', 'AddressZipCode', {
      query: { countryId: 'GER', postalCode: '5003' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('countryId');
  });

  it('refuses a missing post code with 400 naming the field', async () => {
    const answer = await t.callAs(null, 'GET', 'AddressZipCode', { query: { countryId: 'NOR' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('postalCode');
  });
});
