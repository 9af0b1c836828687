import { isLocale } from '../../../domain/shared/language-resolution.ts';
import { fallbackLocale, type Locale } from '../../../domain/shared/locales.ts';
import type { InvoiceType } from '../../../domain/reports/invoices.ts';

/**
 * The words of an invoice outside the app (its PDF, its export's columns, its alert): the app's Lingui
 * catalogs live in the app, not the server, as with the pallet receipt (pallet-receipts/pdf-labels.ts).
 */
export interface InvoiceWords {
  title: Record<InvoiceType, string>;
  invoiceNo: string;
  month: string;
  invoiceDate: string;
  dueDate: string;
  customer: string;
  currency: string;
  order: string;
  location: string;
  product: string;
  quantity: string;
  price: string;
  freight: string;
  transportFee: string;
  customs: string;
  sealing: string;
  net: string;
  vatRate: string;
  vat: string;
  sum: string;
  total: string;
  lines: string;
  type: string;
  noLines: string;
  /** The alert a new invoice raises. */
  alertTitle: (invoiceNo: string) => string;
  alertText: (what: { type: InvoiceType; month: string; total: string; dueDate: string }) => string;
  /** The export's file name, without its extension. */
  fileName: (type: InvoiceType) => string;
}

const words: Record<Locale, InvoiceWords> = {
  'nb-NO': {
    title: {
      purchase: 'Faktura – kjøp av paller',
      washing: 'Faktura – vask av paller',
      rental: 'Faktura – leie av containere',
    },
    invoiceNo: 'Fakturanr.',
    month: 'Måned',
    invoiceDate: 'Fakturadato',
    dueDate: 'Forfallsdato',
    customer: 'Kunde',
    currency: 'Valuta',
    order: 'Ordre',
    location: 'Lokasjon',
    product: 'Produkt',
    quantity: 'Antall',
    price: 'Pris',
    freight: 'Frakt',
    transportFee: 'Transportgebyr',
    customs: 'Toll',
    sealing: 'Plombering',
    net: 'Netto',
    vatRate: 'MVA %',
    vat: 'MVA',
    sum: 'Sum',
    total: 'Totalt',
    lines: 'Linjer',
    type: 'Type',
    noLines: 'Fakturaen har ingen linjer.',
    alertTitle: (no) => `Ny faktura ${no}`,
    alertText: ({ type, month, total, dueDate }) =>
      `Fakturaen for ${{ purchase: 'kjøp av paller', washing: 'vask av paller', rental: 'leie av containere' }[type]} i ${month} er klar: ${total} inkl. MVA, forfall ${dueDate}.`,
    fileName: (type) =>
      ({ purchase: 'fakturaer-kjop', washing: 'fakturaer-vask', rental: 'fakturaer-leie' })[type],
  },
  'sv-SE': {
    title: {
      purchase: 'Faktura – köp av pallar',
      washing: 'Faktura – tvätt av pallar',
      rental: 'Faktura – hyra av containrar',
    },
    invoiceNo: 'Fakturanr',
    month: 'Månad',
    invoiceDate: 'Fakturadatum',
    dueDate: 'Förfallodatum',
    customer: 'Kund',
    currency: 'Valuta',
    order: 'Order',
    location: 'Plats',
    product: 'Produkt',
    quantity: 'Antal',
    price: 'Pris',
    freight: 'Frakt',
    transportFee: 'Transportavgift',
    customs: 'Tull',
    sealing: 'Plombering',
    net: 'Netto',
    vatRate: 'Moms %',
    vat: 'Moms',
    sum: 'Summa',
    total: 'Totalt',
    lines: 'Rader',
    type: 'Typ',
    noLines: 'Fakturan har inga rader.',
    alertTitle: (no) => `Ny faktura ${no}`,
    alertText: ({ type, month, total, dueDate }) =>
      `Fakturan för ${{ purchase: 'köp av pallar', washing: 'tvätt av pallar', rental: 'hyra av containrar' }[type]} i ${month} är klar: ${total} inkl. moms, förfaller ${dueDate}.`,
    fileName: (type) =>
      ({ purchase: 'fakturor-kop', washing: 'fakturor-tvatt', rental: 'fakturor-hyra' })[type],
  },
  'da-DK': {
    title: {
      purchase: 'Faktura – køb af paller',
      washing: 'Faktura – vask af paller',
      rental: 'Faktura – leje af containere',
    },
    invoiceNo: 'Fakturanr.',
    month: 'Måned',
    invoiceDate: 'Fakturadato',
    dueDate: 'Forfaldsdato',
    customer: 'Kunde',
    currency: 'Valuta',
    order: 'Ordre',
    location: 'Lokation',
    product: 'Produkt',
    quantity: 'Antal',
    price: 'Pris',
    freight: 'Fragt',
    transportFee: 'Transportgebyr',
    customs: 'Told',
    sealing: 'Plombering',
    net: 'Netto',
    vatRate: 'Moms %',
    vat: 'Moms',
    sum: 'Sum',
    total: 'I alt',
    lines: 'Linjer',
    type: 'Type',
    noLines: 'Fakturaen har ingen linjer.',
    alertTitle: (no) => `Ny faktura ${no}`,
    alertText: ({ type, month, total, dueDate }) =>
      `Fakturaen for ${{ purchase: 'køb af paller', washing: 'vask af paller', rental: 'leje af containere' }[type]} i ${month} er klar: ${total} inkl. moms, forfald ${dueDate}.`,
    fileName: (type) =>
      ({ purchase: 'fakturaer-kob', washing: 'fakturaer-vask', rental: 'fakturaer-leje' })[type],
  },
  'fi-FI': {
    title: { purchase: 'Lasku – lavaostot', washing: 'Lasku – lavojen pesu', rental: 'Lasku – konttivuokra' },
    invoiceNo: 'Laskun nro',
    month: 'Kuukausi',
    invoiceDate: 'Laskun päivä',
    dueDate: 'Eräpäivä',
    customer: 'Asiakas',
    currency: 'Valuutta',
    order: 'Tilaus',
    location: 'Toimipiste',
    product: 'Tuote',
    quantity: 'Määrä',
    price: 'Hinta',
    freight: 'Rahti',
    transportFee: 'Kuljetusmaksu',
    customs: 'Tulli',
    sealing: 'Sinetöinti',
    net: 'Veroton',
    vatRate: 'ALV %',
    vat: 'ALV',
    sum: 'Summa',
    total: 'Yhteensä',
    lines: 'Rivit',
    type: 'Tyyppi',
    noLines: 'Laskulla ei ole rivejä.',
    alertTitle: (no) => `Uusi lasku ${no}`,
    alertText: ({ type, month, total, dueDate }) =>
      `${{ purchase: 'Lavaostojen', washing: 'Lavojen pesun', rental: 'Konttivuokran' }[type]} lasku (${month}) on valmis: ${total} sis. ALV, eräpäivä ${dueDate}.`,
    fileName: (type) => ({ purchase: 'laskut-ostot', washing: 'laskut-pesu', rental: 'laskut-vuokra' })[type],
  },
  'en-US': {
    title: {
      purchase: 'Invoice – pallet purchase',
      washing: 'Invoice – pallet washing',
      rental: 'Invoice – container rental',
    },
    invoiceNo: 'Invoice no.',
    month: 'Month',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    customer: 'Customer',
    currency: 'Currency',
    order: 'Order',
    location: 'Location',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    freight: 'Freight',
    transportFee: 'Transport fee',
    customs: 'Customs',
    sealing: 'Sealing',
    net: 'Net',
    vatRate: 'VAT %',
    vat: 'VAT',
    sum: 'Sum',
    total: 'Total',
    lines: 'Lines',
    type: 'Type',
    noLines: 'The invoice has no lines.',
    alertTitle: (no) => `New invoice ${no}`,
    alertText: ({ type, month, total, dueDate }) =>
      `The invoice for ${{ purchase: 'pallets bought', washing: 'pallets washed', rental: 'containers rented' }[type]} in ${month} is ready: ${total} incl. VAT, due ${dueDate}.`,
    fileName: (type) =>
      ({ purchase: 'invoices-purchase', washing: 'invoices-washing', rental: 'invoices-rental' })[type],
  },
};

/** The words in the language, else Norwegian (spec §1). */
export function invoiceWordsFor(language: string | null | undefined): InvoiceWords {
  return words[isLocale(language) ? language : fallbackLocale];
}

export function localeOf(language: string | null | undefined): Locale {
  return isLocale(language) ? language : fallbackLocale;
}

/**
 * Money as the language writes it, at least 2 decimals (spec §9) and up to `maxDecimals` (a price
 * list keeps 4). The minus sign and the spaces are plain ones, so the PDF's fonts print them.
 */
export function formatMoney(value: number, locale: Locale, maxDecimals = 2): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: maxDecimals })
    .format(value)
    .replace(/\u2212/g, '-')
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** 'YYYY-MM' as the language names it, e.g. "oktober 2026". */
export function monthName(month: string, locale: Locale): string {
  const [year, monthNo] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (monthNo ?? 1) - 1, 1)),
  );
}
