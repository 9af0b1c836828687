import type { Kysely } from 'kysely';
import { isLocale } from '../../../domain/shared/language-resolution.ts';
import { fallbackLocale, type Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { renderMail } from '../email/mail-layout.ts';
import { queueMail } from '../email/queue-mail.ts';
import { supportNoticeTexts } from './notice-texts.ts';

/** The ticket a notice is about. */
export interface NoticeTicket {
  id: number;
  marketId: string;
  customerId: number;
  topic: string;
  createdBy: number;
  assignedTo: number | null;
}

export interface Notice {
  ticket: NoticeTicket;
  kind: 'new' | 'reply';
  /** What was written: the description of a new ticket, or the reply. */
  text: string;
  authorId: number;
  publicUrl: string;
}

const languageOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : fallbackLocale);
const excerpt = (text: string) => (text.length > 280 ? `${text.slice(0, 277)}…` : text);

interface Recipient {
  /** A named user, or the provider's support desk (the market's customer service address). */
  userId: number | null;
  customerId: number | null;
  name: string | null;
  email: string;
  language: Locale;
}

/**
 * Support's side: the ticket's assignee when it has one, else the provider's whole staff (an alert for
 * each provider customer of the market) and the market's customer service address.
 */
async function staffRecipients(db: Kysely<DB>, ticket: NoticeTicket): Promise<Recipient[]> {
  if (ticket.assignedTo !== null) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'customerId', 'name', 'email', 'language'])
      .where('id', '=', ticket.assignedTo)
      .executeTakeFirstOrThrow();
    return [
      {
        userId: user.id,
        customerId: null,
        name: user.name,
        email: user.email,
        language: languageOf(user.language),
      },
    ];
  }
  const [market, providers] = await Promise.all([
    db
      .selectFrom('markets')
      .select(['customerServiceEmail', 'defaultLanguage'])
      .where('id', '=', ticket.marketId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('customers')
      .select('id')
      .where('marketId', '=', ticket.marketId)
      .where('isProvider', '=', true)
      .orderBy('id')
      .execute(),
  ]);
  const language = languageOf(market.defaultLanguage);
  return providers.map((provider, index) => ({
    userId: null,
    customerId: provider.id,
    name: null,
    // One mail to the desk, however many provider customers get the alert.
    email: index === 0 ? market.customerServiceEmail : '',
    language,
  }));
}

/** The customer's side: the user who opened the ticket. */
async function customerRecipients(db: Kysely<DB>, ticket: NoticeTicket): Promise<Recipient[]> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'language', 'isActive'])
    .where('id', '=', ticket.createdBy)
    .executeTakeFirstOrThrow();
  if (!user.isActive) return [];
  return [
    {
      userId: user.id,
      customerId: ticket.customerId,
      name: user.name,
      email: user.email,
      language: languageOf(user.language),
    },
  ];
}

/**
 * A new ticket or a reply e-mails the other side and raises a Support alert for them (issue 19 item 1),
 * in the caller's transaction: staff writing reaches the customer, a customer writing reaches support.
 * The caller wakes the mail sender (sendEmailSoon) once it has committed. Answers the mails queued.
 */
export async function notifyOtherSide(
  db: Kysely<DB>,
  notice: Notice,
  isStaffWriting: boolean,
): Promise<number> {
  const { ticket } = notice;
  const [recipients, author, customer] = await Promise.all([
    isStaffWriting ? customerRecipients(db, ticket) : staffRecipients(db, ticket),
    db.selectFrom('users').select('name').where('id', '=', notice.authorId).executeTakeFirstOrThrow(),
    db.selectFrom('customers').select('name').where('id', '=', ticket.customerId).executeTakeFirstOrThrow(),
  ]);
  let mails = 0;
  for (const recipient of recipients.filter((candidate) => candidate.userId !== notice.authorId)) {
    const texts = supportNoticeTexts[recipient.language];
    const title =
      notice.kind === 'new' ? texts.newTicket(ticket.id, ticket.topic) : texts.reply(ticket.id, ticket.topic);
    await db
      .insertInto('alerts')
      .values({
        marketId: ticket.marketId,
        customerId: recipient.customerId,
        userId: recipient.userId,
        source: 'Support',
        sourceId: ticket.id,
        title,
        text: excerpt(notice.text),
      })
      .execute();
    const to = recipient.email.trim();
    if (to === '') continue;
    const mail = renderMail(ticket.marketId, {
      subject: title,
      greeting: recipient.name ? texts.greeting(recipient.name) : texts.greetingTeam,
      paragraphs: [
        notice.kind === 'new' ? texts.wroteNew(author.name, customer.name) : texts.wroteReply(author.name),
        notice.text,
      ],
      action: { label: texts.action, url: `${notice.publicUrl}/app/support/tickets/${ticket.id}` },
      after: [texts.noReply],
    });
    await queueMail(db, {
      marketId: ticket.marketId,
      customerId: ticket.customerId,
      to,
      ...mail,
      kind: notice.kind === 'new' ? 'support-ticket' : 'support-reply',
      language: recipient.language,
      createdBy: notice.authorId,
    });
    mails += 1;
  }
  return mails;
}
