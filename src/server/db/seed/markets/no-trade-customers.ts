import type { CustomerSeed } from '../market-seed.ts';

/**
 * Norway's customers besides the provider and the pooling dairy: a commission wholesaler (with a store
 * across the border, so some orders need customs), the retail chain of `butikk`, the customer of
 * `avtale` without the standard agreement, and a blocked customer.
 */
export const noTradeCustomers: readonly CustomerSeed[] = [
  {
    role: 'commission',
    name: 'Kystgrossisten AS',
    info: 'Grossist for dagligvare på Østlandet og i Bohuslän.',
    productIds: ['EUR', 'HALF', 'IND', 'PLASTIC', 'ROLL'],
    locations: [
      {
        key: 'drammen',
        name: 'Kystgrossisten Drammen',
        typeId: 'GRS',
        street: 'Kobbervikdalen 2',
        postCode: '3036',
        postPlace: 'Drammen',
        palletReceiptDays: [1, 4],
        hasRamp: true,
        deliveryBetween: '07:00-12:00',
      },
      {
        key: 'stromstad',
        name: 'Kystgrossisten Strömstad',
        typeId: 'GRS',
        street: 'Oslovägen 40',
        postCode: '452 34',
        postPlace: 'Strömstad',
        countryId: 'SVE',
        deliveryInstructions: 'Tolldokumenter leveres i resepsjonen.',
      },
    ],
    users: [
      { name: 'Thomas Nygård', loginName: 'ny.bruker', locationKey: 'drammen', confirmedGdpr: false },
      { name: 'Emma Dahl', locationKey: 'drammen', language: 'en-US', tasks: ['ORDER', 'REPORTS'] },
    ],
  },
  {
    role: 'retail',
    name: 'Torgbutikken AS',
    productIds: ['EUR', 'HALF', 'QUARTER', 'CRATE', 'ROLL'],
    locations: [
      {
        key: 'grunerlokka',
        name: 'Torgbutikken Grünerløkka',
        typeId: 'GRS',
        street: 'Thorvald Meyers gate 50',
        postCode: '0552',
        postPlace: 'Oslo',
        needsLift: true,
        deliveryBetween: '08:00-11:00',
        deliveryInstructions: 'Varelevering i bakgården. Ring på klokken merket «Varemottak».',
      },
      {
        key: 'majorstuen',
        name: 'Torgbutikken Majorstuen',
        typeId: 'GRS',
        street: 'Bogstadveien 60',
        postCode: '0366',
        postPlace: 'Oslo',
        palletReceiptDays: [3],
      },
    ],
    users: [
      { name: 'Silje Haugen', loginName: 'butikk', locationKey: 'grunerlokka' },
      { name: 'Martin Solberg', locationKey: 'majorstuen', tasks: ['ORDER'] },
    ],
  },
  {
    role: 'noAgreement',
    name: 'Hardanger Frukt og Grønt AS',
    productIds: ['EUR', 'IND', 'PLASTIC'],
    locations: [
      {
        key: 'lofthus',
        name: 'Hardanger Frukt Lofthus',
        typeId: 'LEV',
        street: 'Lofthusvegen 12',
        postCode: '5781',
        postPlace: 'Lofthus',
        palletReceiptDays: [3],
      },
    ],
    users: [
      { name: 'Nora Bakken', loginName: 'avtale', locationKey: 'lofthus' },
      // Only an admin may accept the agreement for the customer (issue 14 item 9).
      { name: 'Anders Vik', loginName: 'avtale.admin', locationKey: 'lofthus', isCustomerAdmin: true },
    ],
  },
  {
    role: 'blocked',
    name: 'Sørlandet Emballasje AS',
    info: 'Sperret for nye ordre til utestående faktura er betalt.',
    productIds: ['EUR', 'IND'],
    locations: [
      {
        key: 'kristiansand',
        name: 'Sørlandet Emballasje Kristiansand',
        typeId: 'LEV',
        isBlocked: true,
        street: 'Kjøita 30',
        postCode: '4630',
        postPlace: 'Kristiansand',
      },
      {
        key: 'arendal',
        name: 'Sørlandet Emballasje Arendal',
        typeId: 'LEV',
        street: 'Stoaveien 14',
        postCode: '4848',
        postPlace: 'Arendal',
      },
    ],
    users: [{ name: 'Henrik Lie', locationKey: 'kristiansand' }],
  },
];
