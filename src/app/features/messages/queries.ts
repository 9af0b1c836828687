import { queryOptions } from '@tanstack/react-query';
import type { MessageType } from '../../../domain/messages/published-message.ts';
import { currentHost } from '../../config/hosts.ts';
import { fetchMessage, fetchMessages, fetchMustReadMessages } from './api.ts';

/** Polled as the alerts are (spec §4): a newly published must-read text blocks within half a minute. */
const mustReadPollMs = 30_000;

/**
 * Keys from general to specific; the root holds the market and the acting user, whose location type
 * and read state decide what is shown.
 */
export const messageKeys = {
  all: (userId: number) => ['messages', currentHost.market, userId] as const,
  lists: (userId: number) => [...messageKeys.all(userId), 'list'] as const,
  list: (userId: number, type: MessageType, language: string) =>
    [...messageKeys.lists(userId), type, language] as const,
  detail: (userId: number, id: number) => [...messageKeys.all(userId), 'detail', id] as const,
  mustRead: (userId: number, language: string) =>
    [...messageKeys.all(userId), 'must-read', language] as const,
};

export const messagesQuery = (userId: number, type: MessageType, language: string) =>
  queryOptions({
    queryKey: messageKeys.list(userId, type, language),
    queryFn: ({ signal }) => fetchMessages(type, language, signal),
  });

export const messageQuery = (userId: number, id: number) =>
  queryOptions({
    queryKey: messageKeys.detail(userId, id),
    queryFn: ({ signal }) => fetchMessage(id, signal),
  });

export const mustReadMessagesQuery = (userId: number, language: string) =>
  queryOptions({
    queryKey: messageKeys.mustRead(userId, language),
    queryFn: ({ signal }) => fetchMustReadMessages(language, signal),
    refetchInterval: mustReadPollMs,
  });
