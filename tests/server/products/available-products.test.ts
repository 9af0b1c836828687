import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableProductGroup } from '../../../src/domain/products/available-products.ts';
import { productKey } from '../../../src/domain/products/product-key.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { availableAs } from '../orders/draft-api.ts';

describe('GET AvailableProducts, the product picker (spec §5, §7)', () => {
  let t: TestApp;
  let admin: Actor;
  let retail: Actor;

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, retail] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'butikk')]);
  });
  afterAll(() => t.close());

  it('lists the choices a location carries with names, default flags, availability and key (spec §3)', async () => {
    const answer = await availableAs(t, 'kunde.admin', { locationId: String(admin.location.id) });
    expect(answer.status).toBe(200);
    const rows = answer.body.data!;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({
        id: expect.any(Number),
        productName: expect.any(String),
        name: expect.stringContaining(row.productName),
        treatmentName: expect.any(String),
        qualityName: expect.any(String),
        treatmentIsDefault: expect.any(Boolean),
        qualityIsDefault: expect.any(Boolean),
      });
      expect(row.key).toBe(productKey(row));
      expect(['available', 'not_available', 'out_of_stock']).toContain(row.availability);
    }
    // The demo data marks some choices unavailable so the picker's messages show (spec §5).
    expect(new Set(rows.map((row) => row.availability)).size).toBeGreaterThan(1);
  });

  it('filters by isPooling and groups by product with grouped=true', async () => {
    const locationId = String(admin.location.id);
    const all = (await availableAs(t, 'kunde.admin', { locationId })).body.data!;
    const pooling = (await availableAs(t, 'kunde.admin', { locationId, isPooling: 'true' })).body.data!;
    expect(pooling.every((row) => row.isPooling)).toBe(true);
    expect(pooling).toEqual(all.filter((row) => row.isPooling));

    const grouped = await t.callAs<AvailableProductGroup[]>('kunde.admin', 'GET', 'AvailableProducts', {
      query: { locationId, grouped: 'true' },
    });
    expect(grouped.status).toBe(200);
    const groups = grouped.body.data!;
    expect(groups.map((group) => group.productId)).toEqual([...new Set(all.map((row) => row.productId))]);
    expect(groups.flatMap((group) => group.choices)).toEqual(all);
    expect(groups.every((group) => group.choices.every((c) => c.productId === group.productId))).toBe(true);
  });

  it("refuses a location the session may not see with 403, and another market's too", async () => {
    const answer = await availableAs(t, 'butikk', { locationId: String(admin.location.id) });
    expect(answer.status).toBe(403);
    expect((await availableAs(t, 'butikk', { locationId: String(retail.location.id) })).status).toBe(200);
    // Provider staff see the whole market.
    expect((await availableAs(t, 'lager', { locationId: String(retail.location.id) })).status).toBe(200);
    expect((await availableAs(t, 'kunde.admin', { locationId: '999999' })).status).toBe(403);
  });

  it('refuses bad input with 400 naming the field, and no token with 401', async () => {
    const missing = await availableAs(t, 'kunde.admin', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toContain('locationId');
    const flag = await availableAs(t, 'kunde.admin', {
      locationId: String(admin.location.id),
      grouped: 'yes',
    });
    expect(flag.status).toBe(400);
    expect(flag.body.error?.message).toContain('grouped');
    expect((await t.callAs(null, 'GET', 'AvailableProducts', { query: { locationId: '1' } })).status).toBe(
      401,
    );
  });
});
