import type { Locale } from '../../../domain/shared/locales.ts';
import type { TemplateTexts } from '../../../domain/support/template.ts';

/** Demo default answers (issue 19 item 2), each with a title and a text in all five languages. */
const template = (texts: Record<Locale, [string, string]>): TemplateTexts =>
  Object.fromEntries(Object.entries(texts).map(([locale, [title, text]]) => [locale, { title, text }]));

export const demoTemplates: readonly TemplateTexts[] = [
  template({
    'nb-NO': [
      'Takk for henvendelsen',
      'Takk for at du kontaktet oss. Vi ser på saken og svarer deg så snart vi kan, normalt innen én arbeidsdag.',
    ],
    'sv-SE': [
      'Tack för ditt ärende',
      'Tack för att du kontaktade oss. Vi tittar på ärendet och svarar så snart vi kan, normalt inom en arbetsdag.',
    ],
    'da-DK': [
      'Tak for din henvendelse',
      'Tak fordi du kontaktede os. Vi ser på sagen og svarer dig så hurtigt som muligt, normalt inden for én arbejdsdag.',
    ],
    'fi-FI': [
      'Kiitos yhteydenotosta',
      'Kiitos, että otit meihin yhteyttä. Selvitämme asian ja vastaamme mahdollisimman pian, yleensä yhden työpäivän kuluessa.',
    ],
    'en-US': [
      'Thank you for contacting us',
      'Thank you for contacting us. We are looking into it and will answer as soon as we can, normally within one working day.',
    ],
  }),
  template({
    'nb-NO': [
      'Avvik registrert',
      'Vi har registrert avviket og korrigert saldoen. Korrigeringen vises i transaksjonsrapporten innen neste virkedag.',
    ],
    'sv-SE': [
      'Avvikelse registrerad',
      'Vi har registrerat avvikelsen och korrigerat saldot. Korrigeringen syns i transaktionsrapporten senast nästa arbetsdag.',
    ],
    'da-DK': [
      'Afvigelse registreret',
      'Vi har registreret afvigelsen og rettet saldoen. Rettelsen vises i transaktionsrapporten senest næste arbejdsdag.',
    ],
    'fi-FI': [
      'Poikkeama kirjattu',
      'Olemme kirjanneet poikkeaman ja korjanneet saldon. Korjaus näkyy tapahtumaraportissa viimeistään seuraavana arkipäivänä.',
    ],
    'en-US': [
      'Deviation registered',
      'We have registered the deviation and corrected the balance. The correction shows in the transactions report by the next working day.',
    ],
  }),
  template({
    'nb-NO': [
      'Henting bestilt',
      'Henting er bestilt. Sjåføren ringer ca. 30 minutter før ankomst. Sørg for at pallene står klare ved rampen.',
    ],
    'sv-SE': [
      'Hämtning bokad',
      'Hämtningen är bokad. Chauffören ringer cirka 30 minuter före ankomst. Se till att pallarna står redo vid rampen.',
    ],
    'da-DK': [
      'Afhentning bestilt',
      'Afhentningen er bestilt. Chaufføren ringer ca. 30 minutter før ankomst. Sørg for, at pallerne står klar ved rampen.',
    ],
    'fi-FI': [
      'Nouto tilattu',
      'Nouto on tilattu. Kuljettaja soittaa noin 30 minuuttia ennen saapumista. Varmista, että lavat ovat valmiina lastauslaiturilla.',
    ],
    'en-US': [
      'Pickup booked',
      'The pickup is booked. The driver calls about 30 minutes before arrival. Please have the pallets ready at the ramp.',
    ],
  }),
  template({
    'nb-NO': [
      'Saken er løst',
      'Vi anser saken som løst og lukker den nå. Svar i saken hvis noe fortsatt ikke stemmer, så åpner vi den igjen.',
    ],
    'sv-SE': [
      'Ärendet är löst',
      'Vi anser att ärendet är löst och stänger det nu. Svara i ärendet om något fortfarande inte stämmer, så öppnar vi det igen.',
    ],
    'da-DK': [
      'Sagen er løst',
      'Vi anser sagen for løst og lukker den nu. Svar i sagen, hvis noget stadig ikke stemmer, så åbner vi den igen.',
    ],
    'fi-FI': [
      'Asia on ratkaistu',
      'Katsomme asian ratkaistuksi ja suljemme tukipyynnön. Vastaa tukipyyntöön, jos jokin ei vieläkään täsmää, niin avaamme sen uudelleen.',
    ],
    'en-US': [
      'Ticket solved',
      'We consider the matter solved and are closing the ticket. Reply in the ticket if something is still wrong and we will open it again.',
    ],
  }),
];
