import { isLocale } from '../../../domain/shared/language-resolution.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { MarketId } from '../../../domain/shared/markets.ts';

/** The words printed on a receipt's PDF: the app's Lingui catalogs live in the app, not the server. */
export interface PdfLabels {
  plainTitle: string;
  inventoryTitle: string;
  receiptNo: string;
  location: string;
  customer: string;
  date: string;
  product: string;
  treatment: string;
  quality: string;
  inbound: string;
  outbound: string;
  counted: string;
  balance: string;
  difference: string;
  signature: string;
  unreadableSignature: string;
  driver: string;
  counterpart: string;
  note: string;
  registeredBy: (name: string) => string;
}

const labels: Record<Locale, PdfLabels> = {
  'nb-NO': {
    plainTitle: 'Pallkvittering',
    inventoryTitle: 'Pallkvittering – varetelling',
    receiptNo: 'Kvitteringsnr.',
    location: 'Lokasjon',
    customer: 'Kunde',
    date: 'Dato',
    product: 'Produkt',
    treatment: 'Behandling',
    quality: 'Kvalitet',
    inbound: 'Inn',
    outbound: 'Ut',
    counted: 'Telt',
    balance: 'Saldo',
    difference: 'Differanse',
    signature: 'Signatur',
    unreadableSignature: '(signaturbildet kunne ikke leses)',
    driver: 'Sjåfør',
    counterpart: 'Motpart',
    note: 'Merknad',
    registeredBy: (name) => `Registrert av ${name}`,
  },
  'sv-SE': {
    plainTitle: 'Pallkvitto',
    inventoryTitle: 'Pallkvitto – inventering',
    receiptNo: 'Kvittonr',
    location: 'Plats',
    customer: 'Kund',
    date: 'Datum',
    product: 'Produkt',
    treatment: 'Behandling',
    quality: 'Kvalitet',
    inbound: 'In',
    outbound: 'Ut',
    counted: 'Räknat',
    balance: 'Saldo',
    difference: 'Differens',
    signature: 'Signatur',
    unreadableSignature: '(signaturbilden kunde inte läsas)',
    driver: 'Chaufför',
    counterpart: 'Motpart',
    note: 'Anteckning',
    registeredBy: (name) => `Registrerad av ${name}`,
  },
  'da-DK': {
    plainTitle: 'Pallekvittering',
    inventoryTitle: 'Pallekvittering – optælling',
    receiptNo: 'Kvitteringsnr.',
    location: 'Lokation',
    customer: 'Kunde',
    date: 'Dato',
    product: 'Produkt',
    treatment: 'Behandling',
    quality: 'Kvalitet',
    inbound: 'Ind',
    outbound: 'Ud',
    counted: 'Optalt',
    balance: 'Saldo',
    difference: 'Difference',
    signature: 'Underskrift',
    unreadableSignature: '(underskriftens billede kunne ikke læses)',
    driver: 'Chauffør',
    counterpart: 'Modpart',
    note: 'Bemærkning',
    registeredBy: (name) => `Registreret af ${name}`,
  },
  'fi-FI': {
    plainTitle: 'Lavakuitti',
    inventoryTitle: 'Lavakuitti – inventaario',
    receiptNo: 'Kuitin nro',
    location: 'Toimipiste',
    customer: 'Asiakas',
    date: 'Päivämäärä',
    product: 'Tuote',
    treatment: 'Käsittely',
    quality: 'Laatu',
    inbound: 'Sisään',
    outbound: 'Ulos',
    counted: 'Laskettu',
    balance: 'Saldo',
    difference: 'Ero',
    signature: 'Allekirjoitus',
    unreadableSignature: '(allekirjoituskuvaa ei voitu lukea)',
    driver: 'Kuljettaja',
    counterpart: 'Vastapuoli',
    note: 'Huomautus',
    registeredBy: (name) => `Kirjannut ${name}`,
  },
  'en-US': {
    plainTitle: 'Pallet receipt',
    inventoryTitle: 'Pallet receipt – inventory',
    receiptNo: 'Receipt no.',
    location: 'Location',
    customer: 'Customer',
    date: 'Date',
    product: 'Product',
    treatment: 'Treatment',
    quality: 'Quality',
    inbound: 'In',
    outbound: 'Out',
    counted: 'Counted',
    balance: 'Balance',
    difference: 'Difference',
    signature: 'Signature',
    unreadableSignature: '(the signature image could not be read)',
    driver: 'Driver',
    counterpart: 'Counterpart',
    note: 'Note',
    registeredBy: (name) => `Registered by ${name}`,
  },
};

const marketLocales: Record<MarketId, Locale> = {
  no: 'nb-NO',
  swa: 'nb-NO',
  se: 'sv-SE',
  dk: 'da-DK',
  fi: 'fi-FI',
};

/** The receipt's language: the session's choice (spec §1 stored choice), else the market's, else nb-NO. */
export function pdfLabelsFor(language: string | null | undefined, marketId: string): PdfLabels {
  if (isLocale(language)) return labels[language];
  return labels[marketLocales[marketId as MarketId] ?? 'nb-NO'];
}
