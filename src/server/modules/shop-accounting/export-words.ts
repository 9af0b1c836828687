import type { Locale } from '../../../domain/shared/locales.ts';

/** [nb-NO, sv-SE, da-DK, fi-FI, en-US], as the report exports keep their words (reports/export-headers.ts). */
type Words = readonly [string, string, string, string, string];
const localeIndex: Record<Locale, 0 | 1 | 2 | 3 | 4> = {
  'nb-NO': 0,
  'sv-SE': 1,
  'da-DK': 2,
  'fi-FI': 3,
  'en-US': 4,
};

/** The columns of the shop-accounting export: the file is not a screen, so its words live here. */
const words = {
  id: ['Bilag', 'Verifikation', 'Bilag', 'Tosite', 'Entry'],
  date: ['Dato', 'Datum', 'Dato', 'Päivämäärä', 'Date'],
  channel: ['Kanal', 'Kanal', 'Kanal', 'Kanava', 'Channel'],
  buyer: ['Kjøper', 'Köpare', 'Køber', 'Ostaja', 'Buyer'],
  productId: ['Produktnr.', 'Produktnr', 'Produktnr.', 'Tuotenumero', 'Product no.'],
  productName: ['Produkt', 'Produkt', 'Produkt', 'Tuote', 'Product'],
  quantity: ['Antall', 'Antal', 'Antal', 'Määrä', 'Quantity'],
  unitPrice: ['Enhetspris', 'Styckpris', 'Enhedspris', 'Yksikköhinta', 'Unit price'],
  vatRate: ['MVA-sats (%)', 'Momssats (%)', 'Momssats (%)', 'ALV-kanta (%)', 'VAT rate (%)'],
  net: ['Netto', 'Netto', 'Netto', 'Veroton', 'Net'],
  vat: ['MVA', 'Moms', 'Moms', 'ALV', 'VAT'],
  gross: ['Brutto', 'Brutto', 'Brutto', 'Verollinen', 'Gross'],
  paymentMethod: ['Betaling', 'Betalning', 'Betaling', 'Maksutapa', 'Payment'],
  reversesId: [
    'Reverserer bilag',
    'Återför verifikation',
    'Tilbagefører bilag',
    'Korjaa tositteen',
    'Reverses entry',
  ],
  createdBy: ['Registrert av', 'Registrerad av', 'Registreret af', 'Kirjannut', 'Entered by'],
  Shop: ['Butikk', 'Butik', 'Butik', 'Myymälä', 'Shop'],
  Wholesale: ['Engros', 'Grossist', 'Engros', 'Tukku', 'Wholesale'],
  Card: ['Kort', 'Kort', 'Kort', 'Kortti', 'Card'],
  Cash: ['Kontant', 'Kontant', 'Kontant', 'Käteinen', 'Cash'],
  Invoice: ['Faktura', 'Faktura', 'Faktura', 'Lasku', 'Invoice'],
  sheet: ['Butikkregnskap', 'Butiksredovisning', 'Butiksregnskab', 'Myymäläkirjanpito', 'Shop accounting'],
} as const satisfies Record<string, Words>;
export type ShopWord = keyof typeof words;

export const shopWordOf = (key: ShopWord, language: Locale): string => words[key][localeIndex[language]];
