import type { Locale } from '../../../domain/shared/locales.ts';
import type { MessageText } from './message-texts.ts';

/** Two demo articles per language (type Articles), formatted as the rich-text editor writes them. */
export const articleTexts: Record<Locale, readonly [MessageText, MessageText]> = {
  'nb-NO': [
    {
      title: 'Kvalitetsklasser for EUR-paller',
      text: '<p>Vi sorterer brukte EUR-paller i tre klasser, slik at du får riktig pall til riktig jobb.</p><h3>Klassene</h3><ul><li><strong>Ny</strong> – aldri brukt, lys og ren.</li><li><strong>Klasse A</strong> – lite brukt, egnet for næringsmidler.</li><li><strong>Klasse B</strong> – brukt, men hel og sikker i høyreol.</li></ul><p>Er du i tvil, <em>velg klasse A</em> for mat og legemidler.</p>',
    },
    {
      title: 'Varmebehandling etter ISPM 15',
      text: '<p>Paller av tre som skal ut av EØS, må være <strong>varmebehandlet</strong> og merket med IPPC-stempelet.</p><blockquote><p>Kjernetemperaturen holdes på minst 56 °C i 30 minutter.</p></blockquote><p>Bestill varmebehandlede paller i produktvelgeren; vi merker dem før utlevering.</p>',
    },
  ],
  'sv-SE': [
    {
      title: 'Kvalitetsklasser för EUR-pallar',
      text: '<p>Vi sorterar begagnade EUR-pallar i tre klasser, så att du får rätt pall till rätt jobb.</p><h3>Klasserna</h3><ul><li><strong>Ny</strong> – aldrig använd, ljus och ren.</li><li><strong>Klass A</strong> – lite använd, lämplig för livsmedel.</li><li><strong>Klass B</strong> – använd men hel och säker i pallställ.</li></ul><p>Är du osäker, <em>välj klass A</em> för livsmedel och läkemedel.</p>',
    },
    {
      title: 'Värmebehandling enligt ISPM 15',
      text: '<p>Träpallar som ska lämna EU måste vara <strong>värmebehandlade</strong> och märkta med IPPC-stämpeln.</p><blockquote><p>Kärntemperaturen hålls på minst 56 °C i 30 minuter.</p></blockquote><p>Beställ värmebehandlade pallar i produktväljaren; vi märker dem före utlämning.</p>',
    },
  ],
  'da-DK': [
    {
      title: 'Kvalitetsklasser for EUR-paller',
      text: '<p>Vi sorterer brugte EUR-paller i tre klasser, så du får den rigtige palle til opgaven.</p><h3>Klasserne</h3><ul><li><strong>Ny</strong> – aldrig brugt, lys og ren.</li><li><strong>Klasse A</strong> – let brugt, egnet til fødevarer.</li><li><strong>Klasse B</strong> – brugt, men hel og sikker i reoler.</li></ul><p>Er du i tvivl, så <em>vælg klasse A</em> til fødevarer og medicin.</p>',
    },
    {
      title: 'Varmebehandling efter ISPM 15',
      text: '<p>Træpaller, der skal ud af EU, skal være <strong>varmebehandlede</strong> og mærket med IPPC-stemplet.</p><blockquote><p>Kernetemperaturen holdes på mindst 56 °C i 30 minutter.</p></blockquote><p>Bestil varmebehandlede paller i produktvælgeren; vi mærker dem før udlevering.</p>',
    },
  ],
  'fi-FI': [
    {
      title: 'EUR-lavojen laatuluokat',
      text: '<p>Lajittelemme käytetyt EUR-lavat kolmeen luokkaan, jotta saat oikean lavan oikeaan tehtävään.</p><h3>Luokat</h3><ul><li><strong>Uusi</strong> – käyttämätön, vaalea ja puhdas.</li><li><strong>Luokka A</strong> – vähän käytetty, sopii elintarvikkeille.</li><li><strong>Luokka B</strong> – käytetty, mutta ehjä ja turvallinen hyllyssä.</li></ul><p>Jos olet epävarma, <em>valitse luokka A</em> elintarvikkeille ja lääkkeille.</p>',
    },
    {
      title: 'Lämpökäsittely ISPM 15 -standardin mukaan',
      text: '<p>EU:n ulkopuolelle lähtevien puulavojen on oltava <strong>lämpökäsiteltyjä</strong> ja IPPC-leimalla merkittyjä.</p><blockquote><p>Ytimen lämpötila pidetään vähintään 56 °C:ssa 30 minuutin ajan.</p></blockquote><p>Tilaa lämpökäsitellyt lavat tuotevalitsimesta; merkitsemme ne ennen luovutusta.</p>',
    },
  ],
  'en-US': [
    {
      title: 'Quality classes of EUR pallets',
      text: '<p>We sort used EUR pallets into three classes, so you get the right pallet for the job.</p><h3>The classes</h3><ul><li><strong>New</strong> – never used, light and clean.</li><li><strong>Class A</strong> – lightly used, fit for food.</li><li><strong>Class B</strong> – used, but whole and safe in racking.</li></ul><p>When in doubt, <em>choose class A</em> for food and medicine.</p>',
    },
    {
      title: 'Heat treatment under ISPM 15',
      text: '<p>Wooden pallets leaving the EU or EEA must be <strong>heat treated</strong> and carry the IPPC stamp.</p><blockquote><p>The core is held at 56 °C or more for 30 minutes.</p></blockquote><p>Order heat-treated pallets in the product picker; we mark them before they leave.</p>',
    },
  ],
};
