import type { MessageType } from '../../../domain/messages/published-message.ts';
import type { MessageDetail, MessageSummary } from '../../../domain/messages/message-read.ts';
import { callApi } from '../../api/client.ts';

/** GET Messages: the texts of a type the user is shown, in a language (spec §7). */
export const fetchMessages = (type: MessageType, language: string, signal?: AbortSignal) =>
  callApi<MessageSummary[]>('Messages', { query: { type, language }, signal });

/** GET Message: one text with its formatted HTML. */
export const fetchMessage = (id: number, signal?: AbortSignal) =>
  callApi<MessageDetail>('Message', { query: { id }, signal });

/** POST messageRead */
export const markMessageRead = (messageId: number) =>
  callApi<MessageDetail>('messageRead', { method: 'POST', body: { messageId } });

/** GET MustReadMessages: the unread must-read texts in the app's language (spec §4). */
export const fetchMustReadMessages = (language: string, signal?: AbortSignal) =>
  callApi<MessageDetail[]>('MustReadMessages', { query: { language }, signal });
