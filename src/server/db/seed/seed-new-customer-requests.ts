import type { Insertable, Kysely } from 'kysely';
import type { MarketId } from '../../../domain/shared/markets.ts';
import type { DB, NewCustomerRequestsTable } from '../schema.ts';
import { addDays, atTime } from './seed-dates.ts';
import { userOf, type SeededMarket } from './seeded-market.ts';

type DemoRequest = Omit<
  Insertable<NewCustomerRequestsTable>,
  'marketId' | 'agreementAcceptedAt' | 'createdAt' | 'decidedAt' | 'decidedBy'
> & {
  /** Days before the seed day it came in, and the time of day. */
  daysAgo: number;
  at: [hours: number, minutes: number];
  /** For a decided request: days after it came in that it was decided, by the market's global admin. */
  decidedDaysLater?: number;
};

/** Requests waiting for review and one rejected, so the Admin tab 'New customers' has something to show. */
const demoRequests: Partial<Record<MarketId, readonly DemoRequest[]>> = {
  no: [
    {
      daysAgo: 1,
      at: [9, 42],
      language: 'nb-NO',
      companyName: 'Havbris Sjømat AS',
      countryId: 'NOR',
      street: 'Sjøgata 12',
      postalCode: '8006',
      postPlace: 'Bodø',
      contactPerson: 'Siri Johnsen',
      email: 'siri.johnsen@havbris.example.no',
      phone: '+47 75 51 23 40',
      vatNumber: '987 654 321 MVA',
      industry: 'Sjømat, foredling og eksport',
      need: 'Vi sender rundt 40 EUR-paller i uka til grossister og trenger ombytte og henting i Bodø.',
      openingHours: 'Man–fre 07:00–15:30',
      rtisPerYear: 2500,
      invoiceAddress: null,
      invoiceEmail: 'faktura@havbris.example.no',
      invoiceReference: 'Innkjøp 1180',
    },
    {
      daysAgo: 3,
      at: [14, 5],
      language: 'nb-NO',
      companyName: 'Trøndelag Hagesenter AS',
      countryId: 'NOR',
      street: 'Heimdalsvegen 38',
      postalCode: '7080',
      postPlace: 'Heimdal',
      contactPerson: 'Eirik Aune',
      email: 'eirik.aune@trondelaghage.example.no',
      phone: '+47 72 59 80 10',
      vatNumber: 'NO 918 273 645 MVA',
      industry: 'Hagesenter, detaljhandel',
      need: 'Planter og jord kommer på paller fra mars til juni. Vi vil levere tilbake tomme paller og få dem kreditert.',
      openingHours: 'Man–fre 09–20, lør 10–18',
      rtisPerYear: 800,
      invoiceAddress: JSON.stringify({
        countryId: 'NOR',
        street: 'Postboks 215',
        postalCode: '7081',
        postPlace: 'Sjetnemarka',
      }),
      invoiceEmail: 'regnskap@trondelaghage.example.no',
      invoiceReference: '',
    },
    {
      daysAgo: 9,
      at: [11, 20],
      decidedDaysLater: 1,
      status: 'rejected',
      rejectReason:
        'Dere kjøper og selger brukte paller selv, og det dekker ikke pallepoolen. Ta gjerne kontakt med kundeservice om dere vil kjøpe paller av oss.',
      language: 'nb-NO',
      companyName: 'Pallekompaniet Vest AS',
      countryId: 'NOR',
      street: 'Industrivegen 7',
      postalCode: '5260',
      postPlace: 'Indre Arna',
      contactPerson: 'Kjetil Haugland',
      email: 'kjetil@pallekompaniet.example.no',
      phone: '+47 55 24 60 00',
      vatNumber: '913 572 468',
      industry: 'Handel med brukte paller',
      need: 'Ønsker å levere sorterte paller inn i poolen og kjøpe ut reparerte paller.',
      openingHours: 'Man–fre 07–16',
      rtisPerYear: 20000,
      invoiceAddress: null,
      invoiceEmail: '',
      invoiceReference: '',
    },
  ],
};

/** The market's demo new-customer requests (issue 16 item 5); the same every run, by the seed day. */
export async function seedNewCustomerRequests(
  trx: Kysely<DB>,
  market: Pick<SeededMarket, 'seed' | 'users' | 'today'>,
): Promise<void> {
  const requests = demoRequests[market.seed.id] ?? [];
  if (!requests.length) return;
  const reviewerId = userOf(market, 'global').id;
  await trx
    .insertInto('newCustomerRequests')
    .values(
      requests.map(({ daysAgo, at, decidedDaysLater, ...request }) => {
        const createdAt = atTime(addDays(market.today, -daysAgo), ...at);
        const decidedAt =
          decidedDaysLater === undefined
            ? null
            : atTime(addDays(market.today, decidedDaysLater - daysAgo), 10, 15);
        return {
          ...request,
          marketId: market.seed.id,
          agreementAcceptedAt: createdAt,
          createdAt,
          decidedAt,
          decidedBy: decidedAt ? reviewerId : null,
        };
      }),
    )
    .execute();
}
