import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../src/domain/products/product-list.ts';
import { products } from '../../../src/server/db/seed/product-catalog.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

/** A product carried by one Swedish location only, so market scoping shows. */
async function addSwedishOnlyProduct(t: TestApp) {
  const db = t.app.db;
  await db
    .insertInto('products')
    .values({
      id: 'SEONLY',
      names: JSON.stringify({ 'en-US': 'Swedish crate', 'sv-SE': 'Svensk back' }),
      image: null,
      weightKg: 2,
    })
    .execute();
  const choice = await db
    .insertInto('productChoices')
    .values({ productId: 'SEONLY', treatmentId: 'STD', qualityId: 'A' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .selectFrom('locations')
    .select('id')
    .where('marketId', '=', 'se')
    .where('statusId', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('locationProducts')
    .values({ locationId: location.id, productChoiceId: choice.id })
    .execute();
}

describe('GET /products, the products of the market (spec §3, §7)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await makeTestApp();
    await addSwedishOnlyProduct(t);
  });
  afterAll(() => t.close());

  const list = (loginName: string, query: Record<string, string> = {}, market = 'no') =>
    t.callAs<ProductListItem[]>(loginName, 'GET', 'products', { query, market });

  it('answers id, qualityId, treatmentId, name and image of each product (spec §3)', async () => {
    const answer = await list('kunde.admin');
    expect(answer.status).toBe(200);
    const rows = answer.body.data!;
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'id',
        'image',
        'isActive',
        'name',
        'qualityId',
        'treatmentId',
      ]);
      expect(row.isActive).toBe(true);
    }
    const eur = rows.find((row) => row.id === 'EUR' && row.treatmentId === 'STD' && row.qualityId === 'A');
    expect(eur).toMatchObject({ name: 'EUR-pall 1200×800', image: '/products/eur.svg' });
    // The defaults are left out of the name, the others named (as the picker names them).
    expect(rows.find((row) => row.id === 'EUR' && row.treatmentId === 'HT')?.name).toMatch(
      /^EUR-pall 1200×800 \(/,
    );
  });

  it('names the products in the session language and lists only its market (Swedish session)', async () => {
    const swedish = (await list('butik', {}, 'se')).body.data!;
    const eur = products.find((product) => product.id === 'EUR')!;
    expect(swedish.find((row) => row.id === 'EUR')?.name).toBe(eur.names['sv-SE']);
    expect(swedish.find((row) => row.id === 'SEONLY')?.name).toBe('Svensk back');
    const norwegian = (await list('kunde.admin')).body.data!;
    expect(norwegian.map((row) => row.id)).not.toContain('SEONLY');
  });

  it('leaves out products unavailable everywhere in the market unless all=true (spec §7 all)', async () => {
    const choice = await t.app.db
      .selectFrom('productChoices')
      .select('id')
      .where('productId', '=', 'ROLL')
      .where('treatmentId', '=', 'WASH')
      .executeTakeFirstOrThrow();
    const noLocations = t.app.db.selectFrom('locations').select('id').where('marketId', '=', 'no');
    await t.app.db
      .updateTable('locationProducts')
      .set({ availability: 'out_of_stock' })
      .where('productChoiceId', '=', choice.id)
      .where('locationId', 'in', noLocations)
      .execute();
    const isRollWashed = (row: ProductListItem) => row.id === 'ROLL' && row.treatmentId === 'WASH';

    expect((await list('kunde.admin')).body.data!.some(isRollWashed)).toBe(false);
    const all = (await list('kunde.admin', { all: 'true' })).body.data!;
    expect(all.find(isRollWashed)).toMatchObject({ isActive: false });
    expect(all.filter((row) => row.isActive).length).toBe((await list('kunde.admin')).body.data!.length);
  });

  it('is case-insensitive, refuses a bad all with 400 naming it, and needs a login (401)', async () => {
    expect((await t.callAs('kunde.admin', 'GET', 'Products')).status).toBe(200);
    const bad = await list('kunde.admin', { all: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.message).toContain('all');
    expect((await t.callAs(null, 'GET', 'products')).status).toBe(401);
  });
});
