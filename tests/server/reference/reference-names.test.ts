import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockDetails } from '../../../src/domain/dock/stock-details.ts';
import type { OrderSchedule } from '../../../src/domain/orders/order-schedule.ts';
import type { AvailableProduct } from '../../../src/domain/products/available-products.ts';
import type { PalletReceipt } from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import type { Locale } from '../../../src/domain/shared/locales.ts';
import { demoPassword } from '../../../src/server/db/seed/demo-accounts.ts';
import { products, qualities, treatments } from '../../../src/server/db/seed/product-catalog.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf } from '../dock/arrival-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { carriedChoices, locationIdOf, postReceipt, receiptBody } from '../pallet-receipts/receipt-api.ts';

type Named = { productId: string; treatmentId: string; qualityId: string } & {
  productName: string;
  treatmentName: string;
  qualityName: string;
};

const nameIn = (
  list: readonly { id: string; names: Record<Locale, string> }[],
  id: string,
  language: Locale,
) => list.find((entry) => entry.id === id)?.names[language];

/** The catalogue's names of a row's product, treatment and quality in the language. */
const catalogueNames = (row: Named, language: Locale) => ({
  productName: nameIn(products, row.productId, language),
  treatmentName: nameIn(treatments, row.treatmentId, language),
  qualityName: nameIn(qualities, row.qualityId, language),
});
const namesOf = ({ productName, treatmentName, qualityName }: Named) => ({
  productName,
  treatmentName,
  qualityName,
});

describe('Names of reference data in the session language (issue 15 item 5, spec §1)', () => {
  let t: TestApp;
  let admin: Actor;
  const tokens = {} as Record<Locale, string>;
  const languages = ['nb-NO', 'sv-SE', 'fi-FI'] as const;

  /** The same call as kunde.admin in a session of the language. */
  const callIn = <T>(language: Locale, method: 'GET' | 'POST', call: string, options = {}) =>
    t.callAs<T>('kunde.admin', method, call, { ...options, token: tokens[language] });

  beforeAll(async () => {
    t = await makeTestApp();
    admin = await actorOf(t, 'kunde.admin');
    for (const language of languages) {
      const login = await t.callAs<{ token: string }>(null, 'POST', 'Login', {
        body: { userLoginName: 'kunde.admin', password: demoPassword },
      });
      tokens[language] = dataOf(login, 'Login').token;
      expect((await callIn(language, 'POST', 'Language', { body: { language } })).status).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('names the available products, treatments and qualities in the language (GET AvailableProducts)', async () => {
    const query = { locationId: String(admin.location.id) };
    const [nb, sv, fi] = await Promise.all(
      languages.map(async (language) =>
        dataOf(
          await callIn<AvailableProduct[]>(language, 'GET', 'AvailableProducts', { query }),
          'AvailableProducts',
        ),
      ),
    );
    expect(nb!.map(namesOf)).toEqual(nb!.map((row) => catalogueNames(row, 'nb-NO')));
    expect(sv!.map(namesOf)).toEqual(sv!.map((row) => catalogueNames(row, 'sv-SE')));
    expect(fi!.map(namesOf)).toEqual(fi!.map((row) => catalogueNames(row, 'fi-FI')));
    expect(nb!.map((row) => row.treatmentName)).toContain('Ubehandlet');
    expect(sv!.map((row) => row.treatmentName)).toContain('Obehandlad');
    expect(fi!.map((row) => row.treatmentName)).toContain('Käsittelemätön');
    expect(fi!.every((row) => row.name.startsWith(row.productName))).toBe(true);
  });

  it('names the lines of the order list in the language (GET Orders)', async () => {
    const query = { locationId: String(admin.location.id), count: '20' };
    const [nb, sv] = await Promise.all(
      (['nb-NO', 'sv-SE'] as const).map(async (language) =>
        dataOf(
          await callIn<{ items: { transactions: Named[] }[] }>(language, 'GET', 'Orders', { query }),
          'Orders',
        ).items.flatMap((row) => row.transactions),
      ),
    );
    expect(nb!.length).toBeGreaterThan(0);
    expect(nb!.map(namesOf)).toEqual(nb!.map((line) => catalogueNames(line, 'nb-NO')));
    expect(sv!.map(namesOf)).toEqual(sv!.map((line) => catalogueNames(line, 'sv-SE')));
    expect(sv!.map(namesOf)).not.toEqual(nb!.map(namesOf));
  });

  it('names the stock details of a location in the language (GET stockDetails)', async () => {
    const query = { locationId: String(admin.location.id) };
    const stock = dataOf(
      await callIn<StockDetails>('fi-FI', 'GET', 'stockDetails', { query }),
      'stockDetails',
    );
    expect(stock.products.length).toBeGreaterThan(0);
    expect(stock.products.map(namesOf)).toEqual(stock.products.map((row) => catalogueNames(row, 'fi-FI')));
  });

  it('names the truck types in the language (POST Actions TruckTypes)', async () => {
    const trucksIn = async (language: Locale) => {
      const answer = await callIn<{ data: { name: string }[] }[]>(language, 'POST', 'Actions', {
        body: ['TruckTypes'],
      });
      return dataOf(answer, 'Actions')[0]!.data.map((truck) => truck.name);
    };
    expect(await trucksIn('nb-NO')).toEqual(['Varebil', 'Lastebil', 'Semitrailer', 'Dobbeldekker semi']);
    expect(await trucksIn('sv-SE')).toEqual(['Skåpbil', 'Lastbil', 'Trailer', 'Dubbeldäckare']);
    expect(await trucksIn('fi-FI')).toEqual([
      'Pakettiauto',
      'Kuorma-auto',
      'Puoliperävaunu',
      'Kaksikerrosperävaunu',
    ]);
  });

  it('names the lines of a pallet receipt in the reader’s language, not the writer’s (GET palletReceipt)', async () => {
    const locationId = await locationIdOf(t, 'Fjellmeieriet Lillehammer');
    const [choice] = await carriedChoices(t, locationId, 1);
    const body = receiptBody(locationId, [{ ...choice!, inbound: 2, outbound: 1 }]);
    const saved = dataOf(await postReceipt(t, 'kunde.admin', { ...body }), 'palletReceipt');
    const read = await callIn<PalletReceipt>('sv-SE', 'GET', 'palletReceipt', {
      query: { id: String(saved.id) },
    });
    const line = dataOf(read, 'palletReceipt').lines[0]!;
    expect(namesOf(line)).toEqual(catalogueNames(line, 'sv-SE'));
  });

  it('names the lines of schedules in the language (GET orderSchedules)', async () => {
    const schedules = dataOf(
      await callIn<OrderSchedule[]>('fi-FI', 'GET', 'orderSchedules'),
      'orderSchedules',
    );
    const lines = schedules.flatMap((schedule) => schedule.lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map(namesOf)).toEqual(lines.map((line) => catalogueNames(line, 'fi-FI')));
  });

  it('falls back to the nb-NO name, then the en-US one, when the language has none (spec §1)', async () => {
    const eur = products.find((product) => product.id === 'EUR')!;
    const setNames = (names: Partial<Record<Locale, string>>) =>
      t.app.db
        .updateTable('products')
        .set({ names: JSON.stringify(names) })
        .where('id', '=', 'EUR')
        .execute();
    const eurNameIn = async (language: Locale) => {
      const query = { locationId: String(admin.location.id) };
      const rows = dataOf(
        await callIn<AvailableProduct[]>(language, 'GET', 'AvailableProducts', { query }),
        'AvailableProducts',
      );
      return rows.find((row) => row.productId === 'EUR')?.productName;
    };
    try {
      await setNames({ 'nb-NO': eur.names['nb-NO'], 'en-US': eur.names['en-US'] });
      expect(await eurNameIn('fi-FI')).toBe('EUR-pall 1200×800');
      await setNames({ 'en-US': eur.names['en-US'] });
      expect(await eurNameIn('fi-FI')).toBe('EUR pallet 1200×800');
      await setNames({ 'da-DK': eur.names['da-DK'] });
      expect(await eurNameIn('sv-SE')).toBe('EUR-palle 1200×800');
    } finally {
      await setNames(eur.names);
    }
  });
});
