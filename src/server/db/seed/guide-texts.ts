import type { Locale } from '../../../domain/shared/locales.ts';
import type { MessageText } from './message-texts.ts';

/** Two demo guides per language (type Guides): ordering, and receiving at the dock. */
export const guideTexts: Record<Locale, readonly [MessageText, MessageText]> = {
  'nb-NO': [
    {
      title: 'Slik bestiller du paller',
      text: '<ol><li>Velg <strong>Bestilling</strong> i menyen.</li><li>Velg produkt, behandling og kvalitet, og skriv antall.</li><li>Velg leveringsdag i kalenderen.</li><li>Trykk <strong>Send bestilling</strong>.</li></ol><p>Du får en bekreftelse på e-post når bestillingen er mottatt.</p>',
    },
    {
      title: 'Mottak på rampen',
      text: '<ol><li>Åpne <strong>Mottak</strong> og velg ordren.</li><li>Tell pallene og skriv antallet per kvalitet.</li><li>La sjåføren signere på nettbrettet.</li></ol><p><em>Avvik?</em> Skriv en kommentar før du lagrer; avsender varsles.</p>',
    },
  ],
  'sv-SE': [
    {
      title: 'Så beställer du pallar',
      text: '<ol><li>Välj <strong>Beställning</strong> i menyn.</li><li>Välj produkt, behandling och kvalitet och skriv antal.</li><li>Välj leveransdag i kalendern.</li><li>Tryck på <strong>Skicka beställning</strong>.</li></ol><p>Du får en bekräftelse via e-post när beställningen har tagits emot.</p>',
    },
    {
      title: 'Mottagning vid rampen',
      text: '<ol><li>Öppna <strong>Mottagning</strong> och välj ordern.</li><li>Räkna pallarna och skriv antalet per kvalitet.</li><li>Låt chauffören signera på surfplattan.</li></ol><p><em>Avvikelse?</em> Skriv en kommentar innan du sparar; avsändaren meddelas.</p>',
    },
  ],
  'da-DK': [
    {
      title: 'Sådan bestiller du paller',
      text: '<ol><li>Vælg <strong>Bestilling</strong> i menuen.</li><li>Vælg produkt, behandling og kvalitet, og skriv antal.</li><li>Vælg leveringsdag i kalenderen.</li><li>Tryk på <strong>Send bestilling</strong>.</li></ol><p>Du får en bekræftelse på e-mail, når bestillingen er modtaget.</p>',
    },
    {
      title: 'Modtagelse ved rampen',
      text: '<ol><li>Åbn <strong>Modtagelse</strong> og vælg ordren.</li><li>Tæl pallerne og skriv antallet pr. kvalitet.</li><li>Lad chaufføren underskrive på tabletten.</li></ol><p><em>Afvigelse?</em> Skriv en kommentar, før du gemmer; afsenderen får besked.</p>',
    },
  ],
  'fi-FI': [
    {
      title: 'Näin tilaat lavoja',
      text: '<ol><li>Valitse valikosta <strong>Tilaus</strong>.</li><li>Valitse tuote, käsittely ja laatu ja kirjoita määrä.</li><li>Valitse toimituspäivä kalenterista.</li><li>Paina <strong>Lähetä tilaus</strong>.</li></ol><p>Saat vahvistuksen sähköpostiin, kun tilaus on vastaanotettu.</p>',
    },
    {
      title: 'Vastaanotto lastauslaiturilla',
      text: '<ol><li>Avaa <strong>Vastaanotto</strong> ja valitse tilaus.</li><li>Laske lavat ja kirjoita määrä laaduittain.</li><li>Pyydä kuljettajaa allekirjoittamaan tabletilla.</li></ol><p><em>Poikkeama?</em> Kirjoita kommentti ennen tallennusta; lähettäjälle ilmoitetaan.</p>',
    },
  ],
  'en-US': [
    {
      title: 'How to order pallets',
      text: '<ol><li>Choose <strong>Order</strong> in the menu.</li><li>Pick product, treatment and quality, and type the quantity.</li><li>Choose a delivery day in the calendar.</li><li>Press <strong>Send order</strong>.</li></ol><p>You get a confirmation by e-mail once the order is received.</p>',
    },
    {
      title: 'Receiving at the dock',
      text: '<ol><li>Open <strong>Reception</strong> and choose the order.</li><li>Count the pallets and type the number per quality.</li><li>Let the driver sign on the tablet.</li></ol><p><em>A disagreement?</em> Write a comment before you save; the sender is told.</p>',
    },
  ],
};
