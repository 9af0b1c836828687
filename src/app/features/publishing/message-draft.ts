import type { PublishedMessage, PublishedMessageInput } from '../../../domain/messages/published-message.ts';
import type { Locale } from '../../../domain/shared/locales.ts';

/** The form's fields: every field of spec §3 Published message but the state, which has its own buttons. */
export type MessageDraft = Omit<PublishedMessageInput, 'id' | 'version'>;

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export const emptyDraft = (language: Locale): MessageDraft => ({
  type: 'Messages',
  title: '',
  area: null,
  path: null,
  date: today(),
  language,
  locationType: null,
  mustRead: false,
  showFrom: today(),
  showTo: null,
  html: '',
});

export const draftOf = (message: PublishedMessage): MessageDraft => ({
  type: message.type,
  title: message.title,
  area: message.area as MessageDraft['area'],
  path: message.path,
  date: message.date,
  language: message.language as Locale,
  locationType: message.locationType as MessageDraft['locationType'],
  mustRead: message.mustRead,
  showFrom: message.showFrom,
  showTo: message.showTo,
  html: message.html,
});

/** What POST publishedMessage takes: the draft, and for an edit the id and version it was read at. */
export const inputOf = (draft: MessageDraft, saved: PublishedMessage | null): PublishedMessageInput =>
  saved ? { ...draft, id: saved.id, version: saved.version } : draft;
