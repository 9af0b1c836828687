import type { Locale } from '../../../domain/shared/locales.ts';

/** Published demo texts in the five languages of spec §1. */
export interface MessageText {
  title: string;
  text: string;
}

/** Two welcome messages beside the login form, per language. */
export const loginMessages: Record<Locale, readonly [MessageText, MessageText]> = {
  'nb-NO': [
    {
      title: 'Velkommen til Pallet Portal',
      text: 'Bestill paller, book henting og følg alle leveranser på ett sted. Kontakt kundeservice om du trenger hjelp til å komme i gang.',
    },
    {
      title: 'Henting før jul',
      text: 'Bestill henting for juleperioden innen 15. desember. Bestillinger som kommer senere, behandles etter nyttår.',
    },
  ],
  'sv-SE': [
    {
      title: 'Välkommen till Pallet Portal',
      text: 'Beställ pallar, boka hämtning och följ alla leveranser på ett ställe. Kontakta kundtjänst om du behöver hjälp att komma igång.',
    },
    {
      title: 'Hämtning före jul',
      text: 'Boka hämtning för julperioden senast den 15 december. Beställningar som kommer in senare hanteras efter nyår.',
    },
  ],
  'da-DK': [
    {
      title: 'Velkommen til Pallet Portal',
      text: 'Bestil paller, book afhentning og følg alle leverancer ét sted. Kontakt kundeservice, hvis du har brug for hjælp til at komme i gang.',
    },
    {
      title: 'Afhentning før jul',
      text: 'Book afhentning i juleperioden senest den 15. december. Bestillinger, der kommer senere, behandles efter nytår.',
    },
  ],
  'fi-FI': [
    {
      title: 'Tervetuloa Pallet Portaliin',
      text: 'Tilaa lavoja, varaa noutoja ja seuraa kaikkia toimituksia yhdessä paikassa. Ota yhteyttä asiakaspalveluun, jos tarvitset apua alkuun.',
    },
    {
      title: 'Noudot ennen joulua',
      text: 'Varaa joulun ajan noudot viimeistään 15. joulukuuta. Myöhemmin tulevat tilaukset käsitellään uudenvuoden jälkeen.',
    },
  ],
  'en-US': [
    {
      title: 'Welcome to Pallet Portal',
      text: 'Order pallets, book pickups and follow every delivery in one place. Contact customer service if you need help getting started.',
    },
    {
      title: 'Pickups before Christmas',
      text: 'Book your pickups for the Christmas period by December 15. Orders placed later are handled after the New Year.',
    },
  ],
};

/** News for logged-in users (type Messages): a price list and heat treatment for export. */
export const newsMessages: Record<Locale, readonly [MessageText, MessageText]> = {
  'nb-NO': [
    {
      title: 'Ny prisliste fra 1. januar',
      text: 'Prisene på nye og sorterte EUR-paller justeres fra 1. januar. Den nye prislisten finner du under Rapporter.',
    },
    {
      title: 'Varmebehandlede paller til eksport',
      text: 'Skal pallene ut av EØS? Velg varmebehandlet (ISPM 15) i produktvelgeren, så merker vi pallene for eksport.',
    },
  ],
  'sv-SE': [
    {
      title: 'Ny prislista från 1 januari',
      text: 'Priserna på nya och sorterade EUR-pallar justeras från 1 januari. Den nya prislistan finns under Rapporter.',
    },
    {
      title: 'Värmebehandlade pallar för export',
      text: 'Ska pallarna lämna EU? Välj värmebehandlad (ISPM 15) i produktväljaren, så märker vi pallarna för export.',
    },
  ],
  'da-DK': [
    {
      title: 'Ny prisliste fra 1. januar',
      text: 'Priserne på nye og sorterede EUR-paller justeres fra 1. januar. Den nye prisliste finder du under Rapporter.',
    },
    {
      title: 'Varmebehandlede paller til eksport',
      text: 'Skal pallerne ud af EU? Vælg varmebehandlet (ISPM 15) i produktvælgeren, så mærker vi pallerne til eksport.',
    },
  ],
  'fi-FI': [
    {
      title: 'Uusi hinnasto 1. tammikuuta alkaen',
      text: 'Uusien ja lajiteltujen EUR-lavojen hinnat muuttuvat 1. tammikuuta. Uusi hinnasto löytyy Raporteista.',
    },
    {
      title: 'Lämpökäsitellyt lavat vientiin',
      text: 'Lähtevätkö lavat EU:n ulkopuolelle? Valitse tuotevalitsimesta lämpökäsitelty (ISPM 15), niin merkitsemme lavat vientiä varten.',
    },
  ],
  'en-US': [
    {
      title: 'New price list from January 1',
      text: 'Prices of new and sorted EUR pallets change on January 1. The new price list is under Reports.',
    },
    {
      title: 'Heat-treated pallets for export',
      text: 'Shipping outside the EU or EEA? Choose heat treated (ISPM 15) in the product picker and we mark the pallets for export.',
    },
  ],
};

/** The must-read notice for the Norwegian pooling customer (spec §4: must-read alerts block the app). */
export const poolingTermsMessage: MessageText = {
  title: 'Oppdaterte vilkår for pooling',
  text: 'Vilkårene for pooling-avtalen er oppdatert. Les dem under Meldinger før du bestiller på nytt.',
};

/** The text of a market-wide alert that points to a news message. */
export const seeMessagesText: Record<Locale, string> = {
  'nb-NO': 'Les mer under Meldinger.',
  'sv-SE': 'Läs mer under Meddelanden.',
  'da-DK': 'Læs mere under Meddelelser.',
  'fi-FI': 'Lue lisää Viesteistä.',
  'en-US': 'Read more under Messages.',
};

/** A must-read draft on the publishing screen, ready for the global admin to publish (issue 19 item 5). */
export const dockSafetyDraft: MessageText = {
  title: 'New safety rules at the dock',
  text: '<p>From Monday every dock worker wears a <strong>high-visibility vest</strong> and safety shoes.</p><ul><li>Trucks wait behind the yellow line.</li><li>Nobody walks under a raised load.</li></ul><p>Please confirm that you have read this.</p>',
};

/** A withdrawn system message: publishing keeps it, readers no longer see it. */
export const maintenanceNotice: MessageText = {
  title: 'Planned maintenance on Sunday night',
  text: '<p>The portal is closed on Sunday between 02:00 and 04:00 for maintenance.</p>',
};

/** A Reports message (spec §3 Message types): shown above the reports, in every language. */
export const reportsNote: Record<Locale, MessageText> = {
  'nb-NO': {
    title: 'Nytt: palletvolum i tonn',
    text: '<p>Rapporten Palletvolum viser nå både antall paller og tonn. Velg enheten øverst i rapporten.</p>',
  },
  'sv-SE': {
    title: 'Nyhet: pallvolym i ton',
    text: '<p>Rapporten Pallvolym visar nu både antal pallar och ton. Välj enhet överst i rapporten.</p>',
  },
  'da-DK': {
    title: 'Nyt: pallevolumen i tons',
    text: '<p>Rapporten Pallevolumen viser nu både antal paller og tons. Vælg enheden øverst i rapporten.</p>',
  },
  'fi-FI': {
    title: 'Uutta: lavamäärät tonneina',
    text: '<p>Lavamäärät-raportti näyttää nyt sekä lavojen määrän että tonnit. Valitse yksikkö raportin yläosasta.</p>',
  },
  'en-US': {
    title: 'New: pallet volumes in tons',
    text: '<p>The Pallet volumes report now shows both pallets and tons. Pick the unit at the top of the report.</p>',
  },
};
