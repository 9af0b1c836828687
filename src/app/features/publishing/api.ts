import type {
  MessageType,
  PublishedMessage,
  PublishedMessageInput,
} from '../../../domain/messages/published-message.ts';
import { messageImageFieldName } from '../../../domain/messages/message-image.ts';
import { callApi } from '../../api/client.ts';

export interface PublishedFilter {
  type?: MessageType;
  language?: string;
}

/** GET PublishedMessages: every text of the market, in any state (issue 19 item 5). */
export const fetchPublishedMessages = (filter: PublishedFilter, signal?: AbortSignal) =>
  callApi<PublishedMessage[]>('PublishedMessages', { query: { ...filter }, signal });

export const fetchPublishedMessage = (id: number, signal?: AbortSignal) =>
  callApi<PublishedMessage>('PublishedMessage', { query: { id }, signal });

/** POST publishedMessage: a new draft, or an edit at the version read (a stale one is a 409). */
export const savePublishedMessage = (input: PublishedMessageInput) =>
  callApi<PublishedMessage>('publishedMessage', { method: 'POST', body: input });

export const publishMessage = (message: Pick<PublishedMessage, 'id' | 'version'>) =>
  callApi<PublishedMessage>('publishedMessagePublish', {
    method: 'POST',
    body: { id: message.id, version: message.version },
  });

export const withdrawMessage = (message: Pick<PublishedMessage, 'id' | 'version'>) =>
  callApi<PublishedMessage>('publishedMessageWithdraw', {
    method: 'POST',
    body: { id: message.id, version: message.version },
  });

/** POST messageImage: the picture as the form's one file; answers the address to show it from. */
export function uploadMessageImage(file: File) {
  const form = new FormData();
  form.append(messageImageFieldName, file, file.name);
  return callApi<{ key: string; src: string }>('messageImage', { method: 'POST', body: form });
}
