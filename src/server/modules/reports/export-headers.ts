import type { Locale } from '../../../domain/shared/locales.ts';

/** [nb-NO, sv-SE, da-DK, fi-FI, en-US] */
type Words = readonly [string, string, string, string, string];

const localeIndex: Record<Locale, 0 | 1 | 2 | 3 | 4> = {
  'nb-NO': 0,
  'sv-SE': 1,
  'da-DK': 2,
  'fi-FI': 3,
  'en-US': 4,
};

/**
 * The column headers of the report exports in the five languages (spec §1). The spreadsheet is a file,
 * not a screen: its words live here, next to the columns, rather than in the app's catalogues.
 */
const headers = {
  date: ['Dato', 'Datum', 'Dato', 'Päivämäärä', 'Date'],
  month: ['Måned', 'Månad', 'Måned', 'Kuukausi', 'Month'],
  orderNo: ['Ordrenr.', 'Ordernr', 'Ordrenr.', 'Tilausnumero', 'Order no.'],
  orderType: ['Ordretype', 'Ordertyp', 'Ordretype', 'Tilaustyyppi', 'Order type'],
  kind: ['Bevegelse', 'Rörelse', 'Bevægelse', 'Tapahtuma', 'Movement'],
  locationName: ['Lokasjon', 'Plats', 'Lokation', 'Toimipaikka', 'Location'],
  locationNumber: ['Lokasjonsnr.', 'Platsnr', 'Lokationsnr.', 'Toimipaikan numero', 'Location no.'],
  customerName: ['Kunde', 'Kund', 'Kunde', 'Asiakas', 'Customer'],
  productName: ['Produkt', 'Produkt', 'Produkt', 'Tuote', 'Product'],
  treatmentId: ['Behandling', 'Behandling', 'Behandling', 'Käsittely', 'Treatment'],
  qualityId: ['Kvalitet', 'Kvalitet', 'Kvalitet', 'Laatu', 'Quality'],
  quantity: ['Antall', 'Antal', 'Antal', 'Määrä', 'Quantity'],
  counterpartName: ['Motpart', 'Motpart', 'Modpart', 'Vastapuoli', 'Counterpart'],
  quantityIn: ['Inn', 'In', 'Ind', 'Sisään', 'In'],
  quantityOut: ['Ut', 'Ut', 'Ud', 'Ulos', 'Out'],
  net: ['Netto', 'Netto', 'Netto', 'Netto', 'Net'],
  tons: ['Tonn', 'Ton', 'Ton', 'Tonnia', 'Tons'],
  tonsIn: ['Tonn inn', 'Ton in', 'Ton ind', 'Tonnia sisään', 'Tons in'],
  tonsOut: ['Tonn ut', 'Ton ut', 'Ton ud', 'Tonnia ulos', 'Tons out'],
  movements: ['Bevegelser', 'Rörelser', 'Bevægelser', 'Tapahtumia', 'Movements'],
  amount: ['Beløp', 'Belopp', 'Beløb', 'Summa', 'Amount'],
  currency: ['Valuta', 'Valuta', 'Valuta', 'Valuutta', 'Currency'],
  handled: ['Håndtert', 'Hanterat', 'Håndteret', 'Käsitelty', 'Handled'],
  commission: ['Provisjon', 'Provision', 'Provision', 'Provisio', 'Commission'],
  poolingGroupName: ['Poolgruppe', 'Poolgrupp', 'Poolgruppe', 'Pooliryhmä', 'Pooling group'],
  opening: ['Inngående saldo', 'Ingående saldo', 'Primosaldo', 'Alkusaldo', 'Opening balance'],
  closing: ['Utgående saldo', 'Utgående saldo', 'Ultimosaldo', 'Loppusaldo', 'Closing balance'],
  balance: ['Saldo', 'Saldo', 'Saldo', 'Saldo', 'Balance'],
  lastCountDate: [
    'Siste telling',
    'Senaste inventering',
    'Seneste optælling',
    'Viimeisin inventointi',
    'Last count',
  ],
  lastCounted: ['Telt', 'Inventerat', 'Optalt', 'Inventoitu', 'Counted'],
  lastCountDifference: ['Differanse', 'Differens', 'Afvigelse', 'Erotus', 'Difference'],
  standing: ['Status', 'Status', 'Status', 'Tila', 'Standing'],
  maxBalance: ['Maks. saldo', 'Max saldo', 'Maks. saldo', 'Enimmäissaldo', 'Max balance'],
  isNegative: ['Negativ', 'Negativ', 'Negativ', 'Negatiivinen', 'Negative'],
  isOverMax: ['Over maks.', 'Över max', 'Over maks.', 'Yli enimmäisen', 'Over max'],
  fillDegree: [
    'Fyllingsgrad (%)',
    'Fyllnadsgrad (%)',
    'Fyldningsgrad (%)',
    'Täyttöaste (%)',
    'Fill degree (%)',
  ],
  name: ['Navn', 'Namn', 'Navn', 'Nimi', 'Name'],
  loginName: ['Brukernavn', 'Användarnamn', 'Brugernavn', 'Käyttäjätunnus', 'Username'],
  email: ['E-post', 'E-post', 'E-mail', 'Sähköposti', 'Email'],
  isActive: ['Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen', 'Active'],
  isCustomerAdmin: [
    'Kundeadministrator',
    'Kundadministratör',
    'Kundeadministrator',
    'Asiakkaan pääkäyttäjä',
    'Customer admin',
  ],
  isLocationAdmin: [
    'Lokasjonsadministrator',
    'Platsadministratör',
    'Lokationsadministrator',
    'Toimipaikan pääkäyttäjä',
    'Location admin',
  ],
  isGlobalAdmin: [
    'Global administrator',
    'Global administratör',
    'Global administrator',
    'Globaali pääkäyttäjä',
    'Global admin',
  ],
  tasks: ['Menytilgang', 'Menybehörighet', 'Menuadgang', 'Valikko-oikeudet', 'Menu access'],
  reportLevel: ['Rapportnivå', 'Rapportnivå', 'Rapportniveau', 'Raporttitaso', 'Report level'],
  lastLoginAt: [
    'Siste innlogging',
    'Senaste inloggning',
    'Seneste login',
    'Viimeisin kirjautuminen',
    'Last login',
  ],
} as const satisfies Record<string, Words>;
export type HeaderKey = keyof typeof headers;

/** Words a cell holds instead of an id or a flag. */
const labels = {
  yes: ['Ja', 'Ja', 'Ja', 'Kyllä', 'Yes'],
  no: ['Nei', 'Nej', 'Nej', 'Ei', 'No'],
  owes: ['Skylder', 'Skyldig', 'Skylder', 'Velkaa', 'Owes'],
  credit: ['Tilgode', 'Tillgodo', 'Tilgode', 'Saatavaa', 'Credit'],
  even: ['I balanse', 'I balans', 'I balance', 'Tasan', 'Even'],
  allTasks: ['Alle', 'Alla', 'Alle', 'Kaikki', 'All'],
  sent: ['Sendt', 'Skickat', 'Sendt', 'Lähetetty', 'Sent'],
  received: ['Mottatt', 'Mottaget', 'Modtaget', 'Vastaanotettu', 'Received'],
  adjustment: ['Korrigering', 'Justering', 'Korrektion', 'Korjaus', 'Adjustment'],
  receipt: ['Pallekvittering', 'Pallkvitto', 'Pallekvittering', 'Lavakuitti', 'Pallet receipt'],
} as const satisfies Record<string, Words>;
export type LabelKey = keyof typeof labels;

export const headerOf = (key: HeaderKey, language: Locale): string => headers[key][localeIndex[language]];
export const labelOf = (key: LabelKey, language: Locale): string => labels[key][localeIndex[language]];
export const headerKeys = Object.keys(headers) as HeaderKey[];
