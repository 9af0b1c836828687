import type { Kysely } from 'kysely';
import type {
  SupportCategory,
  SupportPriority,
  SupportStatus,
} from '../../../domain/support/ticket-fields.ts';
import type { DB } from '../schema.ts';
import { addDays, atTime } from './seed-dates.ts';
import type { SeededOrder } from './seed-orders.ts';
import { demoTemplates } from './seed-support-texts.ts';
import { userOf, type SeededMarket } from './seeded-market.ts';

interface DemoEntry {
  by: string;
  text: string;
  daysAgo: number;
  isInternal?: boolean;
}

interface DemoTicket {
  by: string;
  topic: string;
  category: SupportCategory;
  priority: SupportPriority;
  status: SupportStatus;
  daysAgo: number;
  assignedTo?: string;
  order?: SeededOrder;
  productId?: string;
  entries: readonly DemoEntry[];
  /** An unread Support alert for the ticket's author about the last answer. */
  alertTitle?: string;
}

/** A one-page PDF delivery note, small but real (spec §8: PDF, JPG, PNG checked by content). */
const deliveryNotePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const orderAt = (orders: readonly SeededOrder[], locationId: number) =>
  orders.find(
    (order) =>
      order.status === 5 && (order.locationIdFrom === locationId || order.locationIdTo === locationId),
  );

/** Norway's demo tickets: kunde.admin (a customer support user) and butikk have answered tickets. */
function norwayTickets(market: SeededMarket, orders: readonly SeededOrder[]): DemoTicket[] {
  const admin = userOf(market, 'kunde.admin');
  const shop = userOf(market, 'butikk');
  return [
    {
      by: 'kunde.admin',
      topic: 'Feil antall paller på levering',
      category: 'delivery',
      priority: 'High',
      status: 'Pending',
      daysAgo: 4,
      assignedTo: 'global',
      ...(orderAt(orders, admin.locationId) ? { order: orderAt(orders, admin.locationId)! } : {}),
      productId: 'EUR',
      entries: [
        {
          by: 'kunde.admin',
          text: 'Vi fikk 30 EUR-paller, men ordren sier 33. Følgeseddelen er vedlagt.',
          daysAgo: 4,
        },
        {
          by: 'global',
          text: 'Sjåføren bekrefter 30 paller. Korrigerer saldo.',
          daysAgo: 3,
          isInternal: true,
        },
        {
          by: 'global',
          text: 'Vi har registrert avviket og korrigert saldoen. Korrigeringen vises i transaksjonsrapporten innen neste virkedag.',
          daysAgo: 3,
        },
      ],
      alertTitle: 'Svar i supportsak: Feil antall paller på levering',
    },
    {
      by: 'ingrid.berg',
      topic: 'Faktura mangler innkjøpsreferanse',
      category: 'invoice',
      priority: 'Normal',
      status: 'Open',
      daysAgo: 6,
      assignedTo: 'global',
      entries: [
        {
          by: 'ingrid.berg',
          text: 'Oktoberfakturaen mangler referansen «Innkjøp 4410». Kan dere sende den på nytt?',
          daysAgo: 6,
        },
        {
          by: 'global',
          text: 'Takk for at du kontaktet oss. Vi ser på saken og svarer deg så snart vi kan.',
          daysAgo: 5,
        },
        { by: 'ingrid.berg', text: 'Vi trenger den før månedsslutt for å få den godkjent.', daysAgo: 2 },
      ],
    },
    {
      by: 'lars.johansen',
      topic: 'Ønsker ekstra henting av tomme halvpaller',
      category: 'order',
      priority: 'Low',
      status: 'New',
      daysAgo: 1,
      productId: 'HALF',
      entries: [
        {
          by: 'lars.johansen',
          text: 'Lageret på Hamar er fullt av tomme halvpaller. Kan dere hente fredag?',
          daysAgo: 1,
        },
      ],
    },
    {
      by: 'kunde.admin',
      topic: 'Tilgang for ny ansatt på Gjøvik',
      category: 'account',
      priority: 'Normal',
      status: 'Archived',
      daysAgo: 60,
      assignedTo: 'global',
      entries: [
        {
          by: 'kunde.admin',
          text: 'Vi har fått en ny ansatt på Gjøvik som trenger tilgang til portalen.',
          daysAgo: 60,
        },
        { by: 'global', text: 'Brukeren er opprettet, og velkomstlenken er sendt.', daysAgo: 59 },
      ],
    },
    {
      by: 'butikk',
      topic: 'Skadede halvpaller i siste levering',
      category: 'product',
      priority: 'High',
      status: 'Pending',
      daysAgo: 2,
      assignedTo: 'global',
      ...(orderAt(orders, shop.locationId) ? { order: orderAt(orders, shop.locationId)! } : {}),
      productId: 'HALF',
      entries: [
        { by: 'butikk', text: 'Fire av halvpallene hadde knekte bord. Kan dere erstatte dem?', daysAgo: 2 },
        {
          by: 'global',
          text: 'Beklager! Vi sender fire nye halvpaller med neste levering og krediterer de skadde.',
          daysAgo: 1,
        },
      ],
      alertTitle: 'Svar i supportsak: Skadede halvpaller i siste levering',
    },
    {
      by: 'butikk',
      topic: 'Hvordan endrer jeg leveringsadressen?',
      category: 'account',
      priority: 'Low',
      status: 'Closed',
      daysAgo: 20,
      assignedTo: 'global',
      entries: [
        {
          by: 'butikk',
          text: 'Vi skal flytte varemottaket til bakgården. Hvor endrer jeg adressen?',
          daysAgo: 20,
        },
        {
          by: 'global',
          text: 'Be kundeadministratoren endre den under Mitt firma → Lokasjoner.',
          daysAgo: 19,
        },
      ],
    },
  ];
}

async function seedTicket(trx: Kysely<DB>, market: SeededMarket, demo: DemoTicket, index: number) {
  const { seed, today } = market;
  const at = (daysAgo: number, minutes: number) => atTime(addDays(today, -daysAgo), 9 + (index % 5), minutes);
  const author = userOf(market, demo.by);
  const last = demo.entries.at(-1)!;
  const ticket = await trx
    .insertInto('supportTickets')
    .values({
      marketId: seed.id,
      customerId: author.customerId,
      locationId: author.locationId,
      createdBy: author.id,
      topic: demo.topic,
      description: demo.entries[0]!.text,
      category: demo.category,
      priority: demo.priority,
      status: demo.status,
      orderId: demo.order?.id ?? null,
      productId: demo.productId ?? null,
      assignedTo: demo.assignedTo ? userOf(market, demo.assignedTo).id : null,
      createdAt: at(demo.daysAgo, 5),
      updatedAt: at(last.daysAgo, 15 + demo.entries.length),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const replies = demo.entries.slice(1).map((entry, position) => ({
    ticketId: ticket.id,
    authorId: userOf(market, entry.by).id,
    text: entry.text,
    isInternal: entry.isInternal ?? false,
    createdAt: at(entry.daysAgo, 15 + position),
  }));
  if (replies.length) await trx.insertInto('supportReplies').values(replies).execute();
  if (index === 0) {
    await trx
      .insertInto('supportAttachments')
      .values({
        ticketId: ticket.id,
        fileName: 'folgeseddel.pdf',
        contentType: 'application/pdf',
        sizeBytes: deliveryNotePdf.length,
        content: deliveryNotePdf,
        createdBy: author.id,
        createdAt: at(demo.daysAgo, 5),
      })
      .execute();
  }
  if (demo.alertTitle) {
    await trx
      .insertInto('alerts')
      .values({
        marketId: seed.id,
        customerId: author.customerId,
        userId: author.id,
        source: 'Support',
        sourceId: ticket.id,
        title: demo.alertTitle,
        text: last.text,
        createdAt: at(last.daysAgo, 20),
      })
      .execute();
  }
}

/**
 * Demo support data (issue 19): default answers in all five languages on every market; on Norway the
 * tickets of the demo logins in every status, with answers, an internal note and an attachment, and
 * unread Support alerts for kunde.admin and butikk. kunde.admin is the customer's support user (sees
 * all of Fjellmeieriet's tickets), Lars Johansen the support user of Hamar.
 */
export async function seedSupport(
  trx: Kysely<DB>,
  market: SeededMarket,
  orders: readonly SeededOrder[],
): Promise<void> {
  const { seed } = market;
  await trx
    .insertInto('supportTemplates')
    .values(demoTemplates.map((texts) => ({ marketId: seed.id, texts: JSON.stringify(texts) })))
    .execute();
  if (seed.id !== 'no') return;
  await trx
    .updateTable('users')
    .set({ supportUser: 'customer' })
    .where('id', '=', userOf(market, 'kunde.admin').id)
    .execute();
  await trx
    .updateTable('users')
    .set({ supportUser: 'location' })
    .where('id', '=', userOf(market, 'lars.johansen').id)
    .execute();
  const tickets = norwayTickets(market, orders);
  for (const [index, demo] of tickets.entries()) await seedTicket(trx, market, demo, index);
}
