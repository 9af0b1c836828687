import type { Locale } from '../../../domain/shared/locales.ts';

/** The words of support's mail and alerts: the app's Lingui catalogs live in the app, not the server. */
export interface SupportNoticeTexts {
  /** A new ticket, to support (alert title and mail subject). */
  newTicket: (id: number, topic: string) => string;
  /** A reply, to the other side. */
  reply: (id: number, topic: string) => string;
  greeting: (name: string) => string;
  greetingTeam: string;
  wroteNew: (author: string, customer: string) => string;
  wroteReply: (author: string) => string;
  action: string;
  noReply: string;
}

export const supportNoticeTexts: Record<Locale, SupportNoticeTexts> = {
  'nb-NO': {
    newTicket: (id, topic) => `Ny supportsak #${id}: ${topic}`,
    reply: (id, topic) => `Svar i supportsak #${id}: ${topic}`,
    greeting: (name) => `Hei ${name},`,
    greetingTeam: 'Hei,',
    wroteNew: (author, customer) => `${author} (${customer}) har opprettet en ny supportsak:`,
    wroteReply: (author) => `${author} har svart i supportsaken:`,
    action: 'Åpne saken',
    noReply: 'Svar i portalen, ikke på denne e-posten.',
  },
  'sv-SE': {
    newTicket: (id, topic) => `Nytt supportärende #${id}: ${topic}`,
    reply: (id, topic) => `Svar i supportärende #${id}: ${topic}`,
    greeting: (name) => `Hej ${name},`,
    greetingTeam: 'Hej,',
    wroteNew: (author, customer) => `${author} (${customer}) har skapat ett nytt supportärende:`,
    wroteReply: (author) => `${author} har svarat i supportärendet:`,
    action: 'Öppna ärendet',
    noReply: 'Svara i portalen, inte på det här mejlet.',
  },
  'da-DK': {
    newTicket: (id, topic) => `Ny supportsag #${id}: ${topic}`,
    reply: (id, topic) => `Svar i supportsag #${id}: ${topic}`,
    greeting: (name) => `Hej ${name},`,
    greetingTeam: 'Hej,',
    wroteNew: (author, customer) => `${author} (${customer}) har oprettet en ny supportsag:`,
    wroteReply: (author) => `${author} har svaret i supportsagen:`,
    action: 'Åbn sagen',
    noReply: 'Svar i portalen, ikke på denne e-mail.',
  },
  'fi-FI': {
    newTicket: (id, topic) => `Uusi tukipyyntö #${id}: ${topic}`,
    reply: (id, topic) => `Vastaus tukipyyntöön #${id}: ${topic}`,
    greeting: (name) => `Hei ${name},`,
    greetingTeam: 'Hei,',
    wroteNew: (author, customer) => `${author} (${customer}) on tehnyt uuden tukipyynnön:`,
    wroteReply: (author) => `${author} on vastannut tukipyyntöön:`,
    action: 'Avaa tukipyyntö',
    noReply: 'Vastaa portaalissa, älä tähän sähköpostiin.',
  },
  'en-US': {
    newTicket: (id, topic) => `New support ticket #${id}: ${topic}`,
    reply: (id, topic) => `Reply in support ticket #${id}: ${topic}`,
    greeting: (name) => `Hello ${name},`,
    greetingTeam: 'Hello,',
    wroteNew: (author, customer) => `${author} (${customer}) has opened a new support ticket:`,
    wroteReply: (author) => `${author} has replied in the support ticket:`,
    action: 'Open the ticket',
    noReply: 'Please answer in the portal, not to this e-mail.',
  },
};
