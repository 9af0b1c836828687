import type { Locale } from '../../../domain/shared/locales.ts';

/** Free texts on demo orders, in the market's language. `{week}` becomes the ISO week of the send date. */
interface OrderPhrases {
  myReferences: readonly string[];
  waybillInfo: readonly string[];
  transportTexts: readonly string[];
}

export const orderPhrases: Record<Locale, OrderPhrases> = {
  'nb-NO': {
    myReferences: ['Ukesbestilling uke {week}', 'Påfyll lager', 'Kampanje uke {week}', 'Ekstra før helg'],
    waybillInfo: ['Pallene står ved port 2.', 'Plastes før henting.', 'Telles sammen med sjåfør.'],
    transportTexts: ['Ring mottaker 30 min før levering.', 'Bil med bakløft.', 'Ikke levering før kl. 07.'],
  },
  'sv-SE': {
    myReferences: [
      'Veckobeställning v. {week}',
      'Påfyllning lager',
      'Kampanj v. {week}',
      'Extra inför helgen',
    ],
    waybillInfo: [
      'Pallarna står vid port 2.',
      'Plastas före hämtning.',
      'Räknas tillsammans med chauffören.',
    ],
    transportTexts: [
      'Ring mottagaren 30 min före leverans.',
      'Bil med bakgavellyft.',
      'Ingen leverans före kl. 07.',
    ],
  },
  'da-DK': {
    myReferences: [
      'Ugebestilling uge {week}',
      'Genopfyldning lager',
      'Kampagne uge {week}',
      'Ekstra før weekend',
    ],
    waybillInfo: [
      'Pallerne står ved port 2.',
      'Pakkes i folie før afhentning.',
      'Tælles sammen med chaufføren.',
    ],
    transportTexts: ['Ring til modtager 30 min før levering.', 'Bil med lift.', 'Ingen levering før kl. 7.'],
  },
  'fi-FI': {
    myReferences: [
      'Viikkotilaus vko {week}',
      'Varaston täydennys',
      'Kampanja vko {week}',
      'Lisätilaus ennen viikonloppua',
    ],
    waybillInfo: [
      'Lavat ovat ovella 2.',
      'Kääritään muoviin ennen noutoa.',
      'Lasketaan yhdessä kuljettajan kanssa.',
    ],
    transportTexts: [
      'Soita vastaanottajalle 30 min ennen toimitusta.',
      'Auto, jossa on takalaitanostin.',
      'Ei toimituksia ennen klo 7.',
    ],
  },
  'en-US': {
    myReferences: ['Weekly order week {week}', 'Restock', 'Campaign week {week}', 'Extra before the weekend'],
    waybillInfo: ['Pallets are at gate 2.', 'Wrapped before pickup.', 'Counted together with the driver.'],
    transportTexts: [
      'Call the receiver 30 min before delivery.',
      'Truck with tail lift.',
      'No delivery before 7 am.',
    ],
  },
};
